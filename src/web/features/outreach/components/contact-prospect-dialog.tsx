import { useId, useState } from 'react';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import type { Prospect } from '@/shared/outreach/prospects';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useCampaigns, useEnrollProspects } from '../api/campaigns';
import { bestContact } from '../prospect-format';

interface ContactProspectDialogProps {
  prospect: Prospect;
  onClose: () => void;
  /** The prospect is in the campaign: show it, where its message waits for review. */
  onEnrolled: (campaignId: string) => void;
  onNewCampaign: () => void;
}

/** Contact: the prospect joins an outreach campaign; it becomes Contacted once its first message has gone. */
export function ContactProspectDialog({ prospect, onClose, onEnrolled, onNewCampaign }: ContactProspectDialogProps) {
  const id = useId();
  const campaigns = useCampaigns();
  const enroll = useEnrollProspects();
  const reportFailure = useActionFailureToast({ close: onClose });
  const [chosen, setChosen] = useState('');
  const campaignId = chosen || campaigns.data?.[0]?.id || '';
  const contact = bestContact(prospect.contacts);

  function add() {
    enroll.mutate(
      { id: campaignId, prospectIds: [prospect.id] },
      {
        onSuccess: ({ enrolled, skipped }) => {
          if (enrolled.length === 0) return void toast.error(`${prospect.domain}: ${skipped[0]?.reason ?? text.createFailed}`);
          toast.success(`${prospect.domain} added: review its message`);
          onEnrolled(campaignId);
        },
        onError: (error) => reportFailure(error, text.createFailed),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!enroll.isPending} title={`Contact ${prospect.domain}`}>
      <div className="space-y-4 text-sm">
        {!contact ? (
          <p className="text-gray-700">{text.noContact} View it to read the site again, or to guess an address for a name.</p>
        ) : campaigns.data?.length === 0 ? (
          <p className="text-gray-700">Outreach goes through a campaign: create one first.</p>
        ) : (
          <>
            <p className="text-gray-600">
              To <span className="font-medium text-gray-900">{contact.email}</span>
              {contact.guess && ' (a guess: not shown on the site)'}. Uplift writes an opening from its page for you to review.
            </p>
            <div className="space-y-1">
              <Label htmlFor={`${id}-campaign`}>Campaign</Label>
              <NativeSelect id={`${id}-campaign`} value={campaignId} onChange={(event) => setChosen(event.target.value)}>
                {campaigns.data?.map((campaign) => (
                  <option key={campaign.id} value={campaign.id}>
                    {campaign.name} ({campaign.type})
                  </option>
                ))}
              </NativeSelect>
            </div>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={enroll.isPending}>
            Cancel
          </Button>
          {contact && campaigns.data?.length === 0 && <Button onClick={onNewCampaign}>New Campaign</Button>}
          {contact && (campaigns.data?.length ?? 0) > 0 && (
            <Button onClick={add} disabled={!campaignId || enroll.isPending}>
              {enroll.isPending ? 'Writing the opening…' : 'Add to campaign'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
