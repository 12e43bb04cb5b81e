import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, LogOut, ShieldCheck, User, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import type { ClientUser } from '@/shared/user';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { LoadedMenuProps } from '@/web/components/ui/menu-on-demand';
import { paths } from '@/web/config/paths';
import { signOut } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';

/** The user menu itself, loaded when first opened (user-menu.tsx). */
export function LoadedUserMenu({ user, trigger, defaultOpen, onContentFocus }: { user: ClientUser } & LoadedMenuProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function handleSignOut() {
    try {
      await signOut();
    } catch {
      toast.error('Could not sign out. Please try again.');
      return;
    }
    queryClient.clear();
    navigate(paths.login, { replace: true });
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" onFocus={onContentFocus}>
        <DropdownMenuLabel>
          <span className="block font-medium text-gray-900">{user.name}</span>
          <span className="block truncate text-xs text-gray-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.settings)}>
          <User /> {layoutMessages.profileSettings}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.billing)}>
          <CreditCard /> {layoutMessages.billingAndSubscription}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.team)}>
          <Users /> {layoutMessages.teamManagement}
        </DropdownMenuItem>
        {user.isAdmin && (
          <DropdownMenuItem onSelect={() => navigate(paths.admin)}>
            <ShieldCheck /> Admin Panel
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut} className="text-red-600 data-[highlighted]:bg-red-50">
          <LogOut /> {layoutMessages.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
