import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { type InviteMemberInput, type InvitableRole, teamMessages, teamRoleLabels } from '@/shared/team/team';
import { FormDialog } from '@/web/components/form-dialog';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { NativeSelect } from '@/web/components/ui/native-select';
import { Spinner } from '@/web/components/ui/spinner';
import { firstFormError } from '@/web/lib/first-form-error';
import { toast } from '@/web/lib/toast';
import { inviteMemberSchema, useInviteMember } from '../api/invite-member';
import { reportTeamFailure } from './team-errors';

const roleHints: Record<InvitableRole, string> = {
  editor: 'Creates and edits content, projects and campaigns. Cannot manage the team or billing.',
  viewer: 'Sees everything in the workspace but cannot change it.',
};

/** E-mail and role; the invitation goes out by e-mail with a link that works for 7 days. */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  // The problem stays until the next try.
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(inviteMemberSchema),
    defaultValues: { email: '', role: 'editor' },
    reValidateMode: 'onSubmit',
  });
  const role = useWatch({ control: form.control, name: 'role' });
  const problem = firstFormError(form.formState.errors);
  const invite = useInviteMember();

  const submit = form.handleSubmit((input) =>
    invite.mutate(input, {
      onSuccess: (invitation) => {
        toast.success(teamMessages.invitationSent(invitation.email));
        onClose();
      },
      onError: (error) => reportTeamFailure(error, teamMessages.inviteFailed),
    }),
  );

  return (
    <FormDialog
      title={teamMessages.inviteMember}
      description="They get an e-mail with a link to join this workspace. The link works for 7 days."
      onSubmit={submit}
      onClose={onClose}
      pending={invite.isPending}
      submitLabel="Send invitation"
      pendingLabel={
        <>
          <Spinner className="size-4 border-2 border-white/40 border-t-white" />
          Send invitation
        </>
      }
    >
      <div className="space-y-1.5">
        <Label htmlFor="invite-email">Email address</Label>
        <Input
          id="invite-email"
          type="email"
          autoComplete="off"
          placeholder="colleague@example.com"
          {...form.register('email')}
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
        <NativeSelect id="invite-role" {...form.register('role')}>
          <option value="editor">{teamRoleLabels.editor}</option>
          <option value="viewer">{teamRoleLabels.viewer}</option>
        </NativeSelect>
        <p className="text-xs text-gray-500">{roleHints[role]}</p>
      </div>
    </FormDialog>
  );
}
