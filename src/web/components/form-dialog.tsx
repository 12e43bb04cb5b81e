import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  /** Usually react-hook-form's `handleSubmit(save, sayWhatIsWrong)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The change is on its way: the dialog stays open and both buttons wait. */
  pending: boolean;
  /** The form is not complete yet (a required field is blank): the submit button waits. */
  submitDisabled?: boolean;
  submitLabel: ReactNode;
  pendingLabel: ReactNode;
  children: ReactNode;
}

/** A dialog around one form, with Cancel and the submit button; it cannot be closed while it saves. */
export function FormDialog({
  title,
  description,
  className,
  onSubmit,
  onClose,
  pending,
  submitDisabled = false,
  submitLabel,
  pendingLabel,
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!pending}
      title={title}
      description={description}
      className={className}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending || submitDisabled}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
