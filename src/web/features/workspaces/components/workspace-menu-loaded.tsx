import { Check, FlaskConical } from 'lucide-react';
import { type WorkspaceSummary, workspaceMessages } from '@/shared/workspaces';
import { Badge } from '@/web/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/web/components/ui/dropdown-menu';
import type { LoadedMenuProps } from '@/web/components/ui/menu-on-demand';

interface WorkspaceMenuProps {
  /** While a switch or the Sample workspace's loading is under way. */
  disabled: boolean;
  workspaces: readonly WorkspaceSummary[];
  onChoose: (workspace: WorkspaceSummary) => void;
  /** Absent when the Sample workspace is not offered. */
  onLoadSample?: () => void;
}

/** The workspace switcher's menu, loaded when first opened (workspace-switcher.tsx). */
export function LoadedWorkspaceMenu({
  disabled,
  workspaces,
  onChoose,
  onLoadSample,
  trigger,
  defaultOpen,
  onContentFocus,
}: WorkspaceMenuProps & LoadedMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild disabled={disabled}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72" onFocus={onContentFocus}>
        <DropdownMenuLabel className="text-xs font-medium uppercase tracking-wide text-gray-500">
          {workspaceMessages.switcherLabel}
        </DropdownMenuLabel>
        <div className="max-h-72 overflow-y-auto">
          {workspaces.map((workspace) => (
            <DropdownMenuItem key={workspace.id} onSelect={() => onChoose(workspace)} aria-current={workspace.isCurrent || undefined}>
              <Check className={workspace.isCurrent ? 'text-brand-600' : 'invisible'} aria-hidden />
              <span className="min-w-0 flex-1 truncate">{workspace.name}</span>
              {workspace.kind === 'sample' && <Badge tone="yellow">{workspaceMessages.sampleBadge}</Badge>}
            </DropdownMenuItem>
          ))}
        </div>
        {onLoadSample && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={onLoadSample} className="text-brand-700">
              <FlaskConical aria-hidden /> {workspaceMessages.loadSample}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
