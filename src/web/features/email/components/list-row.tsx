import { Code2, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type EmailList, emailMessages } from '@/shared/email/email';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useDeleteEmailList } from '../api/delete-email-list';
import { formatCount } from '../format';
import { useActionFailureToast } from '@/web/lib/use-action-failure-toast';
import { ListSignupDialog } from './list-signup-dialog';

interface ListRowProps {
  list: EmailList;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onRemoved: () => void;
}

/** One list: its name (choosing it filters the subscribers), its counts, and its sign-up form, edit and delete. */
export function ListRow({ list, selected, onSelect, onEdit, onRemoved }: ListRowProps) {
  const { canEdit } = usePermissions();
  const [dialog, setDialog] = useState<'signup' | 'delete' | null>(null);
  const remove = useDeleteEmailList();
  const reportFailure = useActionFailureToast();
  const { subscribed, unconfirmed, unsubscribed, bounced, complained } = list.counts;
  const gone = unsubscribed + bounced + complained;

  function confirmDelete() {
    // Awaited rather than a mutate callback: the row leaves the list as soon as it refreshes, and a
    // callback of an unmounted mutation never runs.
    remove.mutateAsync(list.id).then(
      () => {
        toast.success(emailMessages.listDeleted);
        onRemoved();
      },
      (error: unknown) => {
        setDialog(null);
        reportFailure(error, 'Failed to delete list');
      },
    );
  }

  return (
    <li data-testid="email-list-row" className={cn('flex items-center gap-3 rounded-lg px-2 py-3', selected && 'bg-brand-50')}>
      <button type="button" onClick={onSelect} aria-pressed={selected} className="min-w-0 flex-1 text-left">
        <span className="block truncate font-medium text-gray-900">{list.name}</span>
        <span className="block truncate text-xs text-gray-500">
          {list.optIn === 'double' ? 'Double opt-in' : 'Single opt-in'} · {formatCount(subscribed)} subscribed
          {unconfirmed > 0 && ` · ${formatCount(unconfirmed)} unconfirmed`}
          {gone > 0 && ` · ${formatCount(gone)} left or bounced`}
        </span>
      </button>
      <div className="flex shrink-0 items-center">
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Sign-up form for ${list.name}`}
          title="Sign-up form"
          onClick={() => setDialog('signup')}
        >
          <Code2 aria-hidden />
        </Button>
        {canEdit && (
          <>
            <Button variant="ghost" size="icon" aria-label={`Edit ${list.name}`} title="Edit" onClick={onEdit}>
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${list.name}`}
              title="Delete"
              onClick={() => setDialog('delete')}
              className="text-red-600 hover:bg-red-50"
            >
              <Trash2 aria-hidden />
            </Button>
          </>
        )}
      </div>
      {dialog === 'signup' && <ListSignupDialog list={list} onClose={() => setDialog(null)} />}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete list?"
          text={`“${list.name}” and its sign-up form will be deleted, and its subscribers taken off it. Campaigns sent to it keep their figures.`}
          confirmLabel="Delete list"
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDialog(null)}
        />
      )}
    </li>
  );
}
