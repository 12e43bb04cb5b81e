import { ActionsMenu, useMenuDialog } from '@/web/components/ui/actions-menu';
import { Ban, CreditCard, ShieldCheck, ShieldOff, UserCheck } from 'lucide-react';
import type { AdminUser } from '@/shared/admin/admin';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/web/components/ui/dropdown-menu';
import { toast } from '@/web/lib/toast';
import { useSetUserBanned } from '../api/set-user-banned';
import { useSetUserRole } from '../api/set-user-role';
import { adminTexts } from '../admin-texts';
import { useReportActionFailure } from './admin-access';
import { BanUserDialog } from './ban-user-dialog';
import { SetPlanDialog } from './set-plan-dialog';

type DialogName = 'ban' | 'plan';

/** The row's menu: role, ban and plan. Each action refreshes the list and reports with a toast. */
export function UserActions({ user, name, isMe }: { user: AdminUser; name: string; isMe: boolean }) {
  const menu = useMenuDialog<DialogName>();
  const setRole = useSetUserRole();
  const setBanned = useSetUserBanned();
  const reportFailure = useReportActionFailure();
  const busy = setRole.isPending || setBanned.isPending;
  const closeDialog = menu.close;

  function changeRole(role: AdminUser['role']) {
    setRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => toast.success(adminTexts.roleChanged(name, role)),
        onError: (error) => reportFailure(error, adminTexts.roleFailed),
      },
    );
  }

  function unban() {
    setBanned.mutate(
      { userId: user.id, banned: false },
      {
        onSuccess: () => toast.success(adminTexts.banChanged(name, false)),
        onError: (error) => reportFailure(error, adminTexts.banFailed(false)),
      },
    );
  }

  return (
    <>
      <ActionsMenu label={`Actions for ${user.email}`} disabled={busy} dialogs={menu}>
        {user.role === 'admin' ? (
          <DropdownMenuItem onSelect={() => changeRole('user')}>
            <ShieldOff aria-hidden />
            Remove admin
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => changeRole('admin')}>
            <ShieldCheck aria-hidden />
            Make admin
          </DropdownMenuItem>
        )}
        {user.status === 'Banned' ? (
          <DropdownMenuItem onSelect={unban}>
            <UserCheck aria-hidden />
            Unban
          </DropdownMenuItem>
        ) : (
          // The server refuses a self-ban; the menu does not offer it.
          !isMe && (
            <DropdownMenuItem onSelect={() => menu.openAfterMenu('ban')} className="text-red-700">
              <Ban aria-hidden />
              Ban
            </DropdownMenuItem>
          )
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={!user.workspaceId}
          onSelect={() => menu.openAfterMenu('plan')}
          className="data-[disabled]:cursor-default data-[disabled]:opacity-50"
        >
          <CreditCard aria-hidden />
          Set plan…
        </DropdownMenuItem>
      </ActionsMenu>
      {/* Mounted only while open, so each opening starts from the user's current state. */}
      {menu.dialog === 'ban' && <BanUserDialog user={user} name={name} onClose={closeDialog} />}
      {menu.dialog === 'plan' && user.workspaceId && (
        <SetPlanDialog user={user} workspaceId={user.workspaceId} name={name} onClose={closeDialog} />
      )}
    </>
  );
}
