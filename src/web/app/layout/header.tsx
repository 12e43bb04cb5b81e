import { Zap } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { ClientUser } from '@/shared/user';
import type { HeaderItem, HeaderItemProps, Loaded } from '@/web/lib/web-module';
import { ProjectSelector } from '@/web/projects/components/project-selector';
import { useCurrentProject } from '@/web/projects/use-current-project';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';

/** One of the header's own parts, placed among the areas' items by its order (web-module.ts's HeaderItem). */
interface OwnPart {
  id: string;
  order: number;
  element: ReactNode;
}

/** The areas' items of one place and the header's own parts there, in order. */
function inOrder(items: readonly Loaded<HeaderItem>[], place: HeaderItem['place'], own: OwnPart[], props: HeaderItemProps) {
  const theirs = items
    .filter((item) => item.place === place)
    .map(({ id, order, Component }): OwnPart => ({ id, order, element: <Component {...props} /> }));
  return [...own, ...theirs].sort((a, b) => a.order - b.order).map(({ id, element }) => <Fragment key={id}>{element}</Fragment>);
}

/**
 * Labels show as the width allows (the workspace's from lg, the traffic figure and the user's name from
 * xl) and the search takes the room left (header-search.tsx), so nothing wraps or spills at tablet and
 * laptop widths. The areas' items (the workspace switcher, the traffic figure, the bell) come from
 * their modules.
 */
export function Header({ user, items }: { user: ClientUser; items: readonly Loaded<HeaderItem>[] }) {
  const { project } = useCurrentProject();
  const props: HeaderItemProps = { project };
  const aiTasks = (
    <span className="hidden items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 sm:flex">
      <Zap className="size-4" />
      <span className="sr-only lg:not-sr-only">AI Tasks:</span>
      <span data-testid="ai-tasks">{user.usage.contentGeneration}</span>
    </span>
  );
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white/95 px-2 backdrop-blur sm:gap-3 sm:px-6 lg:gap-4">
      {inOrder(items, 'start', [{ id: 'project-selector', order: 20, element: <ProjectSelector /> }], props)}
      <HeaderSearch />
      <div className="ml-auto flex shrink-0 items-center gap-2 lg:gap-4">
        {inOrder(items, 'end', [{ id: 'ai-tasks', order: 20, element: aiTasks }], props)}
        <UserMenu user={user} />
      </div>
    </header>
  );
}
