import { FolderKanban } from 'lucide-react';
import { ChoiceButton } from '@/web/components/ui/choice-button';
import { menuOnDemand } from '@/web/components/ui/menu-on-demand';
import { useCurrentProject } from '../use-current-project';

const Menu = menuOnDemand(async () => (await import('./project-menu-loaded')).LoadedProjectMenu);

/** The header's current-project switcher with 'New project' and 'Edit project'. */
export function ProjectSelector() {
  const { project, isPending } = useCurrentProject();
  const label = project?.name ?? (isPending ? 'Loading...' : 'No project');
  const trigger = (
    <ChoiceButton aria-label={`Current project: ${label}`}>
      <FolderKanban className="size-4 shrink-0 text-brand-600" />
      <span className="hidden max-w-40 truncate font-medium text-gray-900 sm:block" data-testid="current-project">
        {label}
      </span>
    </ChoiceButton>
  );
  return <Menu trigger={trigger} />;
}
