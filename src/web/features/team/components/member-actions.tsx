import { ActionsMenu, useMenuDialog } from '@/web/components/ui/actions-menu';
import { Crown, UserMinus, UserCog } from 'lucide-react';
import { type InvitableRole, type TeamMember, teamMessages, teamRoleLabels } from '@/shared/team/team';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { toast } from '@/web/lib/toast';
import { useChangeMemberRole } from '../api/change-member-role';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { reportTeamFailure } from './team-errors';

type DialogName = 'remove' | 'transfer';

/** The Owner's menu on another member's row: their role, ownership, removal. */
export function MemberActions({ member }: { member: TeamMember }) {
  const menu = useMenuDialog<DialogName>();
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const transfer = useTransferOwnership();
  const otherRole: InvitableRole = member.role === 'editor' ? 'viewer' : 'editor';
  const close = menu.close;

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
      <ActionsMenu label={`Actions for ${member.email}`} disabled={changeRole.isPending} dialogs={menu}>
        <DropdownMenuItem onSelect={() => makeRole(otherRole)}>
          <UserCog aria-hidden />
          Make {teamRoleLabels[otherRole]}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => menu.openAfterMenu('transfer')}>
          <Crown aria-hidden />
          Transfer ownership…
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => menu.openAfterMenu('remove')} className="text-red-700">
          <UserMinus aria-hidden />
          Remove from workspace…
        </DropdownMenuItem>
      </ActionsMenu>
      {menu.dialog === 'remove' && (
        <ConfirmDialog
          title={`Remove ${member.name}?`}
          text={teamMessages.removeConfirm(member.name)}
          confirmLabel="Remove member"
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onClose={close}
        />
      )}
      {menu.dialog === 'transfer' && (
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
