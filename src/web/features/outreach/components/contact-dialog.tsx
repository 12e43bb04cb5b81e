import { useId, useState } from 'react';
import { outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { type EnrollRecipients, useCampaigns, useEnrollProspects } from '../api/campaigns';

export interface ContactDialogProps {
  /** Who is written to, as the title and the toasts name them. */
  who: string;
  recipients: EnrollRecipients;
  /** The address the campaign writes to and how it was found; null: none yet, and `missing` says why. */
  address: { email: string; note: string } | null;
  missing: React.ReactNode;
  onClose: () => void;
  /** They are in the campaign: show it, where their message waits for review. */
  onEnrolled: (campaignId: string) => void;
  onNewCampaign: () => void;
  /** The user wrote to them outside Uplift: Contacted by hand. */
  contactedElsewhere?: { pending: boolean; mark: () => void };
}

/** Contact: a prospect or an influencer joins an outreach campaign; Contacted once its first message has gone. */
export function ContactDialog({
  who,
  recipients,
  address,
  missing,
  onClose,
  onEnrolled,
  onNewCampaign,
  contactedElsewhere,
}: ContactDialogProps) {
  const id = useId();
  const campaigns = useCampaigns();
  const enroll = useEnrollProspects();
  const reportFailure = useActionFailureToast({ close: onClose });
  const [chosen, setChosen] = useState('');
  const campaignId = chosen || campaigns.data?.[0]?.id || '';
  const noCampaign = campaigns.data?.length === 0;

  function add() {
    enroll.mutate(
      { id: campaignId, ...recipients },
      {
        onSuccess: ({ enrolled, skipped }) => {
          if (enrolled.length === 0) return void toast.error(`${who}: ${skipped[0]?.reason ?? text.createFailed}`);
          toast.success(`${who} added: review the message`);
          onEnrolled(campaignId);
        },
        onError: (error) => reportFailure(error, text.createFailed),
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!enroll.isPending} title={`Contact ${who}`}>
      <div className="space-y-4 text-sm">
        {!address ? (
          missing
        ) : noCampaign ? (
          <p className="text-gray-700">Outreach goes through a campaign: create one first.</p>
        ) : (
          <>
            <p className="text-gray-600">
              To <span className="font-medium text-gray-900">{address.email}</span>
              {address.note}
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
        <div className="flex flex-wrap justify-end gap-2">
          {contactedElsewhere && (
            <Button
              variant="ghost"
              className="mr-auto"
              disabled={contactedElsewhere.pending || enroll.isPending}
              onClick={contactedElsewhere.mark}
            >
              I wrote to them myself
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={enroll.isPending}>
            Cancel
          </Button>
          {address && noCampaign && <Button onClick={onNewCampaign}>New Campaign</Button>}
          {address && (campaigns.data?.length ?? 0) > 0 && (
            <Button onClick={add} disabled={!campaignId || enroll.isPending}>
              {enroll.isPending ? 'Adding…' : 'Add to campaign'}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
