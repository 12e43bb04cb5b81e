import { ArrowLeft, FlaskConical, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { currentWorkspace, workspaceMessages } from '@/shared/workspaces';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { usePermissions } from '@/web/lib/permissions';
import { toast } from '@/web/lib/toast';
import { useHydrated } from '@/web/lib/use-hydrated';
import { useDeleteSampleWorkspace } from '../api/delete-sample-workspace';
import { useWorkspaces } from '../api/get-workspaces';
import { useSwitchWorkspace } from '../api/switch-workspace';

/** Across every screen while the user is in a sample workspace: its figures are not theirs. */
export function SampleWorkspaceBanner() {
  const workspaces = useWorkspaces();
  const switching = useSwitchWorkspace();
  const deleting = useDeleteSampleWorkspace();
  const [confirming, setConfirming] = useState(false);
  const { canManage } = usePermissions();
  const list = workspaces.data ?? [];
  const sample = currentWorkspace(list);
  if (sample?.kind !== 'sample') return null;
  const home = list.find((workspace) => workspace.kind !== 'sample');
  const busy = switching.isPending || deleting.isPending;

  function goHome() {
    if (!home) return;
    switching.mutate(
      { workspaceId: home.id },
      {
        onSuccess: () => toast.success(workspaceMessages.switchedTo(home.name)),
        onError: (error) => toast.error(error.message || workspaceMessages.switchFailed),
      },
    );
  }

  function deleteSample(workspaceId: string) {
    deleting.mutate(workspaceId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(workspaceMessages.sampleDeleted);
      },
      onError: (error) => toast.error(error.message || workspaceMessages.deleteSampleFailed),
    });
  }

  return (
    <SampleWorkspaceBannerView
      onBack={home ? goHome : undefined}
      // Deleting a workspace is its Owner's.
      onDelete={canManage ? () => setConfirming(true) : undefined}
      busy={busy}
    >
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        dismissible={!deleting.isPending}
        title={workspaceMessages.deleteSampleTitle}
        description={workspaceMessages.deleteSampleText}
      >
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setConfirming(false)} disabled={deleting.isPending}>
            {workspaceMessages.cancel}
          </Button>
          <Button type="button" variant="destructive" onClick={() => deleteSample(sample.id)} disabled={deleting.isPending}>
            <Trash2 aria-hidden /> {workspaceMessages.deleteSample}
          </Button>
        </div>
      </Dialog>
    </SampleWorkspaceBannerView>
  );
}

/**
 * The banner as a screen's shell shows it, before the app runs: the user has a workspace of their
 * own to go back to and owns the sample (its Owner is always its user), so both buttons show, off
 * until the app's banner replaces them.
 */
export function SampleWorkspaceBannerShell() {
  const waitsForTheApp = () => undefined;
  return <SampleWorkspaceBannerView onBack={waitsForTheApp} onDelete={waitsForTheApp} busy={false} />;
}

/** The banner's look: a button shows when its action is given (going back needs a workspace of the user's own; deleting, its Owner). */
function SampleWorkspaceBannerView({
  onBack,
  onDelete,
  busy,
  children,
}: {
  onBack: (() => void) | undefined;
  onDelete: (() => void) | undefined;
  busy: boolean;
  children?: ReactNode;
}) {
  const interactive = useHydrated();
  const disabled = busy || !interactive;
  return (
    <div
      role="region"
      aria-label="Sample workspace"
      className="flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <p className="flex items-start gap-2 text-sm font-medium text-amber-900">
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
        {workspaceMessages.sampleBanner}
      </p>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onBack && (
          <Button type="button" size="sm" variant="outline" onClick={onBack} disabled={disabled}>
            <ArrowLeft aria-hidden /> {workspaceMessages.backToMyWorkspace}
          </Button>
        )}
        {onDelete && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="border-red-200 text-red-700 hover:bg-red-50"
            onClick={onDelete}
            disabled={disabled}
          >
            <Trash2 aria-hidden /> {workspaceMessages.deleteSample}
          </Button>
        )}
      </div>
      {children}
    </div>
  );
}
