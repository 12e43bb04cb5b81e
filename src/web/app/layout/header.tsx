import { Zap } from 'lucide-react';
import type { ClientUser } from '@/shared/user';
import { TrafficFigure } from '@/web/features/analytics/components/traffic-figure';
import { NotificationBell } from '@/web/features/notifications/components/notification-bell';
import { ProjectSelector } from '@/web/features/projects/components/project-selector';
import { useCurrentProject } from '@/web/features/projects/use-current-project';
import { PlanLimitPrompt } from '@/web/features/usage/components/plan-limit-prompt';
import { planLimitDetails } from '@/web/features/usage/plan-limit';
import { WorkspaceSwitcher } from '@/web/features/workspaces/components/workspace-switcher';
import { HeaderSearch } from './header-search';
import { UserMenu } from './user-menu';

// The layout joins the features: the projects feature asks for an upgrade prompt, the usage feature has it.
function projectLimitPrompt(refusal: unknown) {
  const details = planLimitDetails(refusal);
  return details && <PlanLimitPrompt details={details} />;
}

/**
 * Labels show as the width allows (the workspace's from lg, the traffic figure and the user's name from
 * xl) and the search takes the room left (header-search.tsx), so nothing wraps or spills at tablet and
 * laptop widths.
 */
export function Header({ user }: { user: ClientUser }) {
  const { project } = useCurrentProject();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white/95 px-2 backdrop-blur sm:gap-3 sm:px-6 lg:gap-4">
      <WorkspaceSwitcher />
      <ProjectSelector renderLimitPrompt={projectLimitPrompt} />
      <HeaderSearch />
      <div className="ml-auto flex shrink-0 items-center gap-2 lg:gap-4">
        {project && <TrafficFigure projectId={project.id} />}
        <span className="hidden items-center gap-1.5 whitespace-nowrap rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 sm:flex">
          <Zap className="size-4" />
          <span className="sr-only lg:not-sr-only">AI Tasks:</span>
          <span data-testid="ai-tasks">{user.usage.contentGeneration}</span>
        </span>
        <NotificationBell />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
