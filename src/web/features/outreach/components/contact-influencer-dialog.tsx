import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import type { Influencer } from '@/shared/outreach/influencers';
import { ContactDialog, type ContactDialogProps } from './contact-dialog';

type ContactInfluencerDialogProps = Pick<ContactDialogProps, 'onClose' | 'onEnrolled' | 'onNewCampaign' | 'contactedElsewhere'> & {
  influencer: Influencer;
};

/** Contact on an influencer: through the same sequences, at the address the user gave for them. */
export function ContactInfluencerDialog({ influencer, ...actions }: ContactInfluencerDialogProps) {
  return (
    <ContactDialog
      who={influencer.name}
      recipients={{ influencerIds: [influencer.id] }}
      address={
        influencer.email ? { email: influencer.email, note: '. Uplift writes an opening from their profile for you to review.' } : null
      }
      missing={<p className="text-gray-700">{text.influencerNoEmail} “Edit niche, rate and e-mail…” in the row’s menu adds it.</p>}
      {...actions}
    />
  );
}
