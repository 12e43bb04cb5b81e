import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, LogOut, ShieldCheck, User, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import type { ClientUser } from '@/shared/user';
import {
  DropdownMenu,
  DropdownMenuChoiceTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/web/components/ui/dropdown-menu';
import { paths } from '@/web/config/paths';
import { UserAvatar } from '@/web/components/user-avatar';
import { signOut } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';

export function UserMenu({ user }: { user: ClientUser }) {
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
    <DropdownMenu>
      <DropdownMenuChoiceTrigger
        className="h-auto border-transparent bg-transparent px-2 py-1.5 hover:bg-gray-100"
        chevronClassName="hidden sm:block"
      >
        {/* Named by its visible text too (the name and plan on a wide screen): a label of its own would hide them. */}
        <span className="sr-only">User menu</span>
        <UserAvatar name={user.name} image={user.image} className="size-8 shrink-0 text-sm" />
        <span className="hidden max-w-40 text-left xl:block">
          <span className="block truncate text-sm font-medium text-gray-900">{user.name}</span>
          <span className="block text-xs capitalize text-gray-500">{user.plan} plan</span>
        </span>
      </DropdownMenuChoiceTrigger>
      <DropdownMenuContent align="end" className="w-60">
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
