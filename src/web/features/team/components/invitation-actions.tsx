import { RotateCw, X } from 'lucide-react';
import { type PendingInvitation, teamMessages } from '@/shared/team/team';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { reportTeamFailure } from './team-errors';

/** Resend (a new link, 7 more days) and revoke (the link stops working), for the Owner. */
export function InvitationActions({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const busy = resend.isPending || revoke.isPending;
  return (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="icon"
        disabled={busy}
        title="Resend"
        aria-label={`Resend the invitation to ${invitation.email}`}
        onClick={() =>
          resend.mutate(invitation.id, {
            onSuccess: () => toast.success(teamMessages.invitationSent(invitation.email)),
            onError: (error) => reportTeamFailure(error, teamMessages.resendFailed),
          })
        }
      >
        <RotateCw aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        disabled={busy}
        title="Revoke"
        className="text-red-700 hover:bg-red-50"
        aria-label={`Revoke the invitation to ${invitation.email}`}
        onClick={() =>
          // The row goes with the revoked invitation, so the toast waits on the promise, not on mutate's callbacks.
          revoke.mutateAsync(invitation.id).then(
            () => toast.success(teamMessages.revoked),
            (error: unknown) => reportTeamFailure(error, teamMessages.revokeFailed),
          )
        }
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
