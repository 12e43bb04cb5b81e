import { type FormEvent, useId, useState } from 'react';
import { type ListeningMentionView, listeningMessages, listeningReplySchema, listeningSourceLabels } from '@/shared/social/listening';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { useReplyToMention } from '../../api/listening/reply-to-mention';
import { listeningLabels } from './listening-labels';

/** A reply to a mention from the workspace's connected account on the same network; without one the server says so. */
export function ReplyDialog({ mention, onClose }: { mention: ListeningMentionView; onClose: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const reply = useReplyToMention();
  const reportFailure = useActionFailureToast({ close: onClose, reasonBelow: true });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = listeningReplySchema.safeParse({ text });
    if (!check.success) return void toast.error(check.error.issues[0]?.message ?? listeningMessages.replyRequired);
    reply.mutate(
      { id: mention.id, input: { text } },
      {
        onSuccess: (result) => {
          toast.success(listeningLabels.replySent, { description: result.url });
          onClose();
        },
        onError: (error) => reportFailure(error, listeningLabels.replyFailed),
      },
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!reply.isPending}
      title={`${listeningLabels.replyTitle} to ${mention.author}`}
      description={`Sent from your connected ${listeningSourceLabels[mention.source]} account.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <blockquote className="whitespace-pre-wrap break-words border-l-2 border-gray-200 pl-3 text-sm text-gray-700">
          {mention.text}
        </blockquote>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-text`}>Your reply</Label>
          <Textarea id={`${id}-text`} rows={4} value={text} onChange={(event) => setText(event.target.value)} maxLength={500} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={reply.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={reply.isPending}>
            Send reply
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
