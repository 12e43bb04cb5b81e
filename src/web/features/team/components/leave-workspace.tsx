import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { teamMessages } from '@/shared/team/team';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { toast } from '@/web/lib/toast';
import { useLeaveWorkspace } from '../api/leave-workspace';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import { reportTeamFailure } from './team-errors';

/** For everyone but the Owner, who hands the workspace over first. */
export function LeaveWorkspace({ workspaceName }: { workspaceName: string }) {
  const [confirming, setConfirming] = useState(false);
  const leave = useLeaveWorkspace();
  const navigate = useNavigate();

  // Every query starts over once the user has left, which unmounts this part of the screen: the
  // promise, unlike mutate's callbacks, still settles then.
  function confirmLeave() {
    leave.mutateAsync().then(
      ({ workspaceName: left }) => {
        toast.success(teamMessages.left(left));
        navigate(paths.dashboard);
      },
      (error: unknown) => reportTeamFailure(error, teamMessages.leaveFailed),
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-100 px-6 py-4">
      <p className="text-sm text-gray-600">Leaving ends your access to this workspace and its data.</p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <LogOut aria-hidden />
        Leave workspace
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Leave ${workspaceName}?`}
          text={teamMessages.leaveConfirm(workspaceName)}
          confirmLabel="Leave workspace"
          pending={leave.isPending}
          onConfirm={confirmLeave}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
