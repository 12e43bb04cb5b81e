import { type FormEvent, useId, useState } from 'react';
import { type PendingMessage, outreachCampaignMessages as text } from '@/shared/outreach/campaigns';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useApproveMessages, useEditPendingMessage, usePendingMessage } from '../api/campaigns';

interface PendingMessageDialogProps {
  campaignId: string;
  enrollmentId: string;
  canEdit: boolean;
  onClose: () => void;
}

/** Review: the message waiting for one prospect, its AI opening editable, as it will go; then approve it. */
export function PendingMessageDialog({ campaignId, enrollmentId, canEdit, onClose }: PendingMessageDialogProps) {
  const message = usePendingMessage(campaignId, enrollmentId);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Review the message" className="sm:max-w-2xl">
      {message.data?.writingOpening ? (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <Spinner className="size-4 border-2" />
          Writing the opening for {message.data.to} from what Uplift read on the site…
        </p>
      ) : message.data ? (
        <MessageForm key={message.data.step} message={message.data} campaignId={campaignId} canEdit={canEdit} onClose={onClose} />
      ) : message.isError ? (
        <p role="alert" className="text-sm text-gray-600">
          {text.nothingPending}
        </p>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}

function MessageForm({
  message,
  campaignId,
  canEdit,
  onClose,
}: {
  message: PendingMessage;
  campaignId: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const [opening, setOpening] = useState(message.opening);
  const [subject, setSubject] = useState(message.subject);
  const [body, setBody] = useState(message.body);
  const edit = useEditPendingMessage(campaignId, message.enrollmentId);
  const approve = useApproveMessages();
  const reportFailure = useActionFailureToast();
  const editable = canEdit && message.status === 'draft';
  const changed = opening !== message.opening || subject !== message.subject || body !== message.body;

  function save(event: FormEvent) {
    event.preventDefault();
    edit.mutate(
      { opening, subject, body },
      { onSuccess: () => toast.success('Saved'), onError: (error) => reportFailure(error, 'Failed to save the message') },
    );
  }

  return (
    <form onSubmit={save} noValidate className="space-y-3 text-sm">
      <p className="text-gray-600">
        Step {message.step} to <span className="font-medium text-gray-900">{message.to}</span> ·{' '}
        {message.status === 'draft' ? 'waiting for your review' : message.status}
      </p>
      <div className="space-y-1">
        <Label htmlFor={`${id}-opening`}>Opening (written for this prospect)</Label>
        <Textarea
          id={`${id}-opening`}
          rows={2}
          value={opening}
          maxLength={500}
          disabled={!editable}
          onChange={(event) => setOpening(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          value={subject}
          maxLength={200}
          disabled={!editable}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${id}-body`}>Message</Label>
        <Textarea id={`${id}-body`} rows={6} value={body} disabled={!editable} onChange={(event) => setBody(event.target.value)} />
      </div>
      <section aria-label="Preview" className="space-y-1 rounded-lg bg-gray-50 p-3">
        <p className="font-medium text-gray-900">{message.preview.subject}</p>
        <pre className="whitespace-pre-wrap break-words font-sans text-gray-700">{message.preview.text}</pre>
      </section>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Close
        </Button>
        {editable && (
          <>
            <Button type="submit" variant="outline" disabled={!changed || edit.isPending}>
              Save changes
            </Button>
            <Button
              type="button"
              disabled={changed || approve.isPending}
              onClick={() =>
                approve.mutate(
                  { id: campaignId, enrollmentIds: [message.enrollmentId] },
                  {
                    onSuccess: () => {
                      toast.success(`Approved: it goes to ${message.to} in the send window`);
                      onClose();
                    },
                    onError: (error) => reportFailure(error, text.sendFailed),
                  },
                )
              }
            >
              Approve
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
