import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';

interface ConfirmActionsProps {
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Cancel takes focus as it appears: for a confirmation shown in place of a dialog's own content. */
  focusCancel?: boolean;
}

/** Cancel and the destructive action, as every confirmation ends. */
export function ConfirmActions({ confirmLabel, pending, onConfirm, onCancel, focusCancel = false }: ConfirmActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending} autoFocus={focusCancel}>
        Cancel
      </Button>
      <Button variant="destructive" onClick={onConfirm} disabled={pending}>
        {pending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
        {confirmLabel}
      </Button>
    </div>
  );
}

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a change that cannot be undone: a removal, a lost access, a handed-over workspace. */
export function ConfirmDialog({ title, text, confirmLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} dismissible={!pending} title={title} description={text}>
      <ConfirmActions confirmLabel={confirmLabel} pending={pending} onConfirm={onConfirm} onCancel={onClose} />
    </Dialog>
  );
}
