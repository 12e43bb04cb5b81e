import type { ClientUser } from '@/shared/user';
import { ChoiceButton } from '@/web/components/ui/choice-button';
import { menuOnDemand } from '@/web/components/ui/menu-on-demand';
import { UserAvatar } from '@/web/components/user-avatar';

const Menu = menuOnDemand(async () => (await import('./user-menu-loaded')).LoadedUserMenu);

export function UserMenu({ user }: { user: ClientUser }) {
  const trigger = (
    <ChoiceButton className="h-auto border-transparent bg-transparent px-2 py-1.5 hover:bg-gray-100" chevronClassName="hidden sm:block">
      {/* Named by its visible text too (the name and plan on a wide screen): a label of its own would hide them. */}
      <span className="sr-only">User menu</span>
      <UserAvatar name={user.name} image={user.image} className="size-8 shrink-0 text-sm" />
      <span className="hidden max-w-40 text-left xl:block">
        <span className="block truncate text-sm font-medium text-gray-900">{user.name}</span>
        <span className="block text-xs capitalize text-gray-500">{user.plan} plan</span>
      </span>
    </ChoiceButton>
  );
  return <Menu user={user} trigger={trigger} />;
}
