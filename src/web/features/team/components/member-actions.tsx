import { Crown, MoreHorizontal, UserMinus, UserCog } from 'lucide-react';
import { useRef, useState } from 'react';
import { type InvitableRole, type TeamMember, teamMessages, teamRoleLabels } from '@/shared/team';
import { Button } from '@/web/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import { toast } from '@/web/lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { reportTeamFailure } from './team-errors';

type DialogName = 'remove' | 'transfer';

/** The Owner's menu on another member's row: their role, ownership, removal. */
export function MemberActions({ member }: { member: TeamMember }) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A dialog opens once the menu has closed and handed focus back to its trigger.
  const pendingDialog = useRef<DialogName | null>(null);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const otherRole: InvitableRole = member.role === 'editor' ? 'viewer' : 'editor';
  const close = () => setDialog(null);

  function makeRole(role: InvitableRole) {
    changeRole.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => toast.success(teamMessages.roleChanged(member.name, teamRoleLabels[role])),
        onError: (error) => reportTeamFailure(error, teamMessages.roleChangeFailed),
      },
    );
  }

  // The row goes once the list refreshes, so these wait on the promise rather than mutate's callbacks,
  // which an unmounted row would never run.
  function confirmRemove() {
    remove.mutateAsync(member.userId).then(
      () => {
        toast.success(teamMessages.removed(member.name));
        close();
      },
      (error: unknown) => reportTeamFailure(error, teamMessages.removeFailed),
    );
  }

  function confirmTransfer() {
    transfer.mutateAsync({ userId: member.userId }).then(
      () => {
        toast.success(teamMessages.transferred(member.name));
        close();
      },
      (error: unknown) => reportTeamFailure(error, teamMessages.transferFailed),
    );
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button ref={trigger} variant="ghost" size="icon" aria-label={`Actions for ${member.email}`} disabled={changeRole.isPending}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          onCloseAutoFocus={(event) => {
            if (!pendingDialog.current) return;
            event.preventDefault();
            trigger.current?.focus();
            setDialog(pendingDialog.current);
            pendingDialog.current = null;
          }}
        >
          <DropdownMenuItem onSelect={() => makeRole(otherRole)}>
            <UserCog aria-hidden />
            Make {teamRoleLabels[otherRole]}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => (pendingDialog.current = 'transfer')}>
            <Crown aria-hidden />
            Transfer ownership…
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => (pendingDialog.current = 'remove')} className="text-red-700">
            <UserMinus aria-hidden />
            Remove from workspace…
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'remove' && (
        <ConfirmDialog
          title={`Remove ${member.name}?`}
          text={teamMessages.removeConfirm(member.name)}
          confirmLabel="Remove member"
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onClose={close}
        />
      )}
      {dialog === 'transfer' && (
        <ConfirmDialog
          title="Transfer ownership?"
          text={teamMessages.transferConfirm(member.name)}
          confirmLabel="Transfer ownership"
          pending={transfer.isPending}
          onConfirm={confirmTransfer}
          onClose={close}
        />
      )}
    </>
  );
}
