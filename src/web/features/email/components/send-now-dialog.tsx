import { Send } from 'lucide-react';
import { type EmailCampaign, emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useSendCampaign } from '../api/send-campaign';
import { formatDateTime } from '../format';
import { useSendReport } from '../use-send-report';

/** Asks before a campaign goes out: a sent email cannot be called back. */
export function SendNowDialog({
  campaign,
  onClose,
  onOpenSettings,
}: {
  campaign: EmailCampaign;
  onClose: () => void;
  onOpenSettings: () => void;
}) {
  const send = useSendCampaign();
  const report = useSendReport(onOpenSettings, onClose);
  const audience = campaign.listName ? `everyone subscribed to “${campaign.listName}”` : 'its list';
  const scheduled = campaign.status === 'scheduled' && campaign.scheduledAt ? ` instead of ${formatDateTime(campaign.scheduledAt)}` : '';

  function confirm() {
    send.mutate(campaign.id, {
      onSuccess: () => {
        toast.success(emailMessages.sendStarted);
        onClose();
      },
      onError: (error) => report(error, 'Failed to send campaign'),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!send.isPending}
      title="Send this campaign now?"
      description={`“${campaign.name}” goes to ${audience}${campaign.segmentId ? ' in its segment' : ''} now${scheduled}. Sent emails cannot be called back.`}
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4 border-2 border-white/40 border-t-white" /> : <Send aria-hidden />}
          Send now
        </Button>
      </div>
    </Dialog>
  );
}
