import { Search, Zap } from 'lucide-react';
import { layoutMessages } from '@/shared/messages';
import type { ClientUser } from '@/shared/user';
import { TrafficFigure } from '@/web/features/analytics/components/traffic-figure';
import { NotificationBell } from '@/web/features/notifications/components/notification-bell';
import { ProjectSelector } from '@/web/features/projects/components/project-selector';
import { PlanLimitPrompt } from '@/web/features/usage/components/plan-limit-prompt';
import { planLimitDetails } from '@/web/features/usage/plan-limit';
import { WorkspaceSwitcher } from '@/web/features/workspaces/components/workspace-switcher';
import { UserMenu } from './user-menu';

// The layout joins the features: the projects feature asks for an upgrade prompt, the usage feature has it.
function projectLimitPrompt(refusal: unknown) {
  const details = planLimitDetails(refusal);
  return details && <PlanLimitPrompt details={details} />;
}

export function Header({ user }: { user: ClientUser }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white/95 px-3 backdrop-blur sm:gap-4 sm:px-6">
      <WorkspaceSwitcher />
      <ProjectSelector renderLimitPrompt={projectLimitPrompt} />
      {/* Too narrow to be useful on a phone, where it would squeeze the project selector. */}
      <div className="relative hidden max-w-md flex-1 sm:block">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-gray-400" />
        <input
          type="search"
          aria-label="Search"
          placeholder={layoutMessages.searchPlaceholder}
          className="h-10 w-full rounded-lg border border-gray-200 bg-gray-50 pl-9 pr-3 text-sm placeholder:text-gray-400 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        />
      </div>
      <div className="ml-auto flex items-center gap-4">
        <TrafficFigure />
        <span className="hidden items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 sm:flex">
          <Zap className="size-4" />
          AI Tasks: <span data-testid="ai-tasks">{user.usage.contentGeneration}</span>
        </span>
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
