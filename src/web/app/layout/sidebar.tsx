import { ChevronLeft, ChevronRight, Crown, TrendingUp } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/cn';
import { useHydrated } from '@/web/lib/use-hydrated';
import { isNavItemActive, navItems } from './nav-items';

/** Without `onToggle` the sidebar cannot be expanded or collapsed (narrow screens). */
export function Sidebar({
  collapsed,
  onToggle,
  showUpgrade,
}: {
  collapsed: boolean;
  onToggle?: () => void;
  /** Only a workspace that can still move up gets the upgrade card. */
  showUpgrade: boolean;
}) {
  const { pathname } = useLocation();
  // In a screen's shell the toggle waits for the app, which replaces it with one that works.
  const interactive = useHydrated();
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col border-r border-gray-200 bg-white transition-[width] duration-200',
        collapsed ? 'w-16' : 'w-64',
      )}
    >
      <div className={cn('flex h-16 items-center border-b border-gray-100 px-3', collapsed ? 'justify-center' : 'justify-between')}>
        <Link to={paths.home} className="flex items-center gap-2 font-bold text-gray-900" aria-label="Uplift home">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
            <TrendingUp className="size-5" />
          </span>
          {!collapsed && <span className="text-lg">Uplift</span>}
        </Link>
        {!collapsed && onToggle && (
          <button
            type="button"
            onClick={onToggle}
            disabled={!interactive}
            aria-label="Collapse sidebar"
            className="rounded-md p-1.5 text-gray-500 hover:bg-gray-100"
          >
            <ChevronLeft className="size-4" />
          </button>
        )}
      </div>
      {collapsed && onToggle && (
        <button
          type="button"
          onClick={onToggle}
          disabled={!interactive}
          aria-label="Expand sidebar"
          className="mx-auto mt-2 rounded-md p-1.5 text-gray-500 hover:bg-gray-100"
        >
          <ChevronRight className="size-4" />
        </button>
      )}

      <nav className="flex-1 space-y-1 overflow-y-auto px-2 py-3">
        {navItems.map(({ path, label, icon: Icon }) => {
          const active = isNavItemActive(pathname, path);
          return (
            <NavLink
              key={path}
              to={path}
              title={collapsed ? label : undefined}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                collapsed && 'justify-center px-0',
                active ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
              )}
            >
              <Icon className="size-5 shrink-0" />
              {collapsed ? <span className="sr-only">{label}</span> : label}
            </NavLink>
          );
        })}
      </nav>

      {showUpgrade && (
        <div className="p-3">
          <Link
            to={paths.billing}
            title={collapsed ? layoutMessages.upgradeToPro : undefined}
            className={cn(
              'block rounded-xl bg-gradient-to-br from-brand-600 to-purple-600 text-white shadow-sm hover:opacity-95',
              collapsed ? 'flex justify-center p-2' : 'p-4',
            )}
          >
            {collapsed ? (
              <>
                <Crown className="size-5" />
                <span className="sr-only">{layoutMessages.upgradeToPro}</span>
              </>
            ) : (
              <>
                <span className="flex items-center gap-2 font-semibold">
                  <Crown className="size-4" /> {layoutMessages.upgradeToPro}
                </span>
                <span className="mt-1 block text-xs text-white/80">Unlimited AI content, projects and team members.</span>
              </>
            )}
          </Link>
        </div>
      )}
    </aside>
  );
}
