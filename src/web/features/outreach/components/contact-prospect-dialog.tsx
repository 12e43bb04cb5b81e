import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import { type Prospect, prospectMessages } from '@/shared/outreach/prospects';
import { Spinner } from '@/web/components/ui/spinner';
import { isUnderWay } from '@/web/lib/use-tracked-job';
import { bestContact } from '../prospect-format';
import { ContactDialog, type ContactDialogProps } from './contact-dialog';

type ContactProspectDialogProps = Pick<ContactDialogProps, 'onClose' | 'onEnrolled' | 'onNewCampaign' | 'contactedElsewhere'> & {
  /** Followed while its site is read for contacts. */
  prospect: Prospect;
};

/** Contact on a prospect: at the best address its site shows (a guess only when asked for, and said). */
export function ContactProspectDialog({ prospect, ...actions }: ContactProspectDialogProps) {
  const contact = bestContact(prospect.contacts);
  return (
    <ContactDialog
      who={prospect.domain}
      recipients={{ prospectIds: [prospect.id] }}
      address={
        contact && {
          email: contact.email,
          note: `${contact.guess ? ' (a guess: not shown on the site)' : ''}. Uplift writes an opening from its page for you to review.`,
        }
      }
      missing={
        isUnderWay(prospect.discovery) ? (
          <p role="status" className="flex items-center gap-2 text-gray-700">
            <Spinner className="size-4 border-2" />
            {prospectMessages.discovering}
          </p>
        ) : (
          <p className="text-gray-700">{text.noContact} View it to read the site again, or to guess an address for a name.</p>
        )
      }
      {...actions}
    />
  );
}
