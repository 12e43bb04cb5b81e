import { Building2, FlaskConical } from 'lucide-react';
import { currentWorkspace, type WorkspaceSummary, workspaceMessages } from '@/shared/workspaces';
import { ChoiceButton } from '@/web/components/ui/choice-button';
import { menuOnDemand } from '@/web/components/ui/menu-on-demand';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useWorkspaces } from '../api/get-workspaces';
import { useSwitchWorkspace } from '../api/switch-workspace';
import { useLoadSample } from './use-load-sample';

const Menu = menuOnDemand(async () => (await import('./workspace-menu-loaded')).LoadedWorkspaceMenu);

/** The header's workspace switcher: the user's workspaces, and the Sample workspace to explore. */
export function WorkspaceSwitcher() {
  const workspaces = useWorkspaces();
  const switching = useSwitchWorkspace();
  const sample = useLoadSample();
  const { canEdit } = usePermissions();
  const list = workspaces.data ?? [];
  const current = currentWorkspace(list);
  const inSample = current?.kind === 'sample';
  const label = current?.name ?? (workspaces.isPending ? 'Loading...' : 'Workspace');
  const Icon = inSample ? FlaskConical : Building2;

  function choose(workspace: WorkspaceSummary) {
    if (workspace.isCurrent) return;
    switching.mutate(
      { workspaceId: workspace.id },
      {
        onSuccess: () => toast.success(workspaceMessages.switchedTo(workspace.name)),
        onError: (error) => toast.error(error.message || workspaceMessages.switchFailed),
      },
    );
  }

  const busy = switching.isPending || sample.isPending;
  const trigger = (
    <ChoiceButton
      aria-label={`Current workspace: ${label}`}
      disabled={busy}
      className={cn('shrink-0', inSample && 'border-amber-300 bg-amber-50 hover:bg-amber-100')}
    >
      <Icon className={cn('size-4 shrink-0', inSample ? 'text-amber-600' : 'text-gray-500')} aria-hidden />
      <span className="hidden max-w-40 truncate font-medium text-gray-900 lg:block" data-testid="current-workspace">
        {label}
      </span>
    </ChoiceButton>
  );
  // The Sample workspace is offered to an editor who has none.
  const offerSample = canEdit && workspaces.data !== undefined && !list.some((workspace) => workspace.kind === 'sample');
  return (
    <Menu trigger={trigger} disabled={busy} workspaces={list} onChoose={choose} onLoadSample={offerSample ? sample.load : undefined} />
  );
}
