import { type FormEvent, useState } from 'react';
import { type InvitableRole, teamMessages, teamRoleLabels } from '@/shared/team';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { inviteMemberSchema, useInviteMember } from '../api/invite-member';
import { reportTeamFailure } from './team-errors';

const roleHints: Record<InvitableRole, string> = {
  editor: 'Creates and edits content, projects and campaigns. Cannot manage the team or billing.',
  viewer: 'Sees everything in the workspace but cannot change it.',
};

/** E-mail and role; the invitation goes out by e-mail with a link that works for 7 days. */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const invite = useInviteMember();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteMemberSchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? teamMessages.invalidEmail);
      return;
    }
    setProblem(null);
    invite.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast.success(teamMessages.invitationSent(invitation.email));
        onClose();
      },
      onError: (error) => reportTeamFailure(error, teamMessages.inviteFailed),
    });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      dismissible={!invite.isPending}
      title={teamMessages.inviteMember}
      description="They get an e-mail with a link to join this workspace. The link works for 7 days."
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="space-y-1.5">
          <Label htmlFor="invite-email">Email address</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder="colleague@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'invite-problem' : undefined}
          />
          {problem && (
            <p id="invite-problem" role="alert" className="text-sm text-red-700">
              {problem}
            </p>
          )}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="invite-role">Role</Label>
          <NativeSelect id="invite-role" value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
            <option value="editor">{teamRoleLabels.editor}</option>
            <option value="viewer">{teamRoleLabels.viewer}</option>
          </NativeSelect>
          <p className="text-xs text-gray-500">{roleHints[role]}</p>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={invite.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
            Send invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
