import { webhookMessages as text } from '@/shared/integrations/webhooks';
import { Button } from '@/web/components/ui/button';
import { CopyButton } from '@/web/components/ui/copy-button';
import { Dialog } from '@/web/components/ui/dialog';

/** The signing secret, shown after it was made, revealed or rotated; closing forgets it. */
export function WebhookSecretDialog({ secret, note = text.secretOnce, onClose }: { secret: string; note?: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.secretTitle} description={note}>
      <div className="mt-4 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded-lg bg-gray-100 px-3 py-2 text-sm text-gray-900" data-testid="webhook-secret">
          {secret}
        </code>
        <CopyButton text={secret} label={text.copy} />
      </div>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{text.done}</Button>
      </div>
    </Dialog>
  );
}
