import { FlaskConical } from 'lucide-react';
import { currentWorkspace, workspaceMessages } from '@/shared/workspaces';
import { Button } from '@/web/components/ui/button';
import { usePermissions } from '@/web/lib/permissions';
import { useWorkspaces } from '../api/get-workspaces';
import { useLoadSample } from './use-load-sample';

/** 'Load sample workspace', for the dashboard; hidden in the sample itself and from a Viewer. */
export function LoadSampleWorkspaceButton({
  variant = 'ghost',
  className,
}: {
  variant?: 'ghost' | 'outline' | 'secondary';
  className?: string;
}) {
  const workspaces = useWorkspaces();
  const { load, isPending } = useLoadSample();
  const { canEdit } = usePermissions();
  if (!canEdit || !workspaces.data || currentWorkspace(workspaces.data)?.kind === 'sample') return null;
  return (
    <Button type="button" variant={variant} className={className} onClick={load} disabled={isPending}>
      <FlaskConical aria-hidden /> {isPending ? workspaceMessages.loadingSample : workspaceMessages.loadSample}
    </Button>
  );
}
