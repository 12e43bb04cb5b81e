import { Building2, Check, FlaskConical } from 'lucide-react';
import { currentWorkspace, type WorkspaceSummary, workspaceMessages } from '@/shared/workspaces';
import { Badge } from '@/web/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuChoiceTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '@/web/components/ui/dropdown-menu';
import { cn } from '@/web/lib/cn';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useWorkspaces } from '../api/get-workspaces';
import { useSwitchWorkspace } from '../api/switch-workspace';
import { useLoadSample } from './use-load-sample';

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

  return (
    <DropdownMenu>
      <DropdownMenuChoiceTrigger
        aria-label={`Current workspace: ${label}`}
        disabled={switching.isPending || sample.isPending}
        className={cn('shrink-0', inSample && 'border-amber-300 bg-amber-50 hover:bg-amber-100')}
      >
        <Icon className={cn('size-4 shrink-0', inSample ? 'text-amber-600' : 'text-gray-500')} aria-hidden />
        <span className="hidden max-w-40 truncate font-medium text-gray-900 lg:block" data-testid="current-workspace">
          {label}
        </span>
      </DropdownMenuChoiceTrigger>
      <DropdownMenuContent align="start" className="w-72">
        <DropdownMenuLabel className="text-xs font-medium uppercase tracking-wide text-gray-500">
          {workspaceMessages.switcherLabel}
        </DropdownMenuLabel>
        <div className="max-h-72 overflow-y-auto">
          {list.map((workspace) => (
            <DropdownMenuItem key={workspace.id} onSelect={() => choose(workspace)} aria-current={workspace.isCurrent || undefined}>
              <Check className={workspace.isCurrent ? 'text-brand-600' : 'invisible'} aria-hidden />
              <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
              {workspace.kind === 'sample' && <Badge tone="yellow">{workspaceMessages.sampleBadge}</Badge>}
            </DropdownMenuItem>
          ))}
        </div>
        {canEdit && workspaces.data && !list.some((workspace) => workspace.kind === 'sample') && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={sample.load} className="text-brand-700">
              <FlaskConical aria-hidden /> {workspaceMessages.loadSample}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
