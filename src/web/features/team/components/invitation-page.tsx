import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type InvitationPreview, teamMessages, teamRoleLabels } from '@/shared/team/team';
import { layoutMessages } from '@/shared/messages';
import { AuthFrame } from '@/web/components/auth-frame';
import { Button } from '@/web/components/ui/button';
import { FullScreenLoader, Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { meQueryOptions, signOut, useUser } from '@/web/lib/auth';
import { toast } from '@/web/lib/toast';
import { LoginPage } from '@/web/sign-in/components/login-page';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { reportTeamFailure } from './team-errors';

/**
 * /invite?token=…, reachable signed out (the team's public screen). A signed-in invitee accepts and
 * lands on the dashboard of the workspace; anyone else first creates an account or signs in with the
 * invited address, on the core's sign-in form.
 */
export function InvitationPage() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const user = useUser();
  const accept = useAcceptInvitation();

  // Once accepted, the invitation is used up: the page waits for the dashboard rather than saying so.
  if (accept.isPending || accept.isSuccess) return <FullScreenLoader text={layoutMessages.loading} />;
  if (token && (invitation.isPending || user.isPending)) return <FullScreenLoader text={layoutMessages.loading} />;
  if (!token || invitation.data === null) return <InvalidInvitation signedIn={Boolean(user.data)} />;
  if (!invitation.data)
    return (
      <InvitationFrame>
        <p role="alert" className="text-sm text-gray-700">
          Could not load the invitation. Please try again in a minute.
        </p>
      </InvitationFrame>
    );
  if (!user.data)
    // The sign-in form starts on "Create account" with the invited address fixed; the invitee accepts once signed in.
    return (
      <LoginPage
        fixedEmail={invitation.data.email}
        startWith="create"
        notice={<InvitationSummary invitation={invitation.data} />}
        // When the address must be confirmed first, the confirmation link brings the invitee back here.
        returnTo={`${window.location.pathname}${window.location.search}`}
        onSignedIn={() => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey })}
      />
    );

  const matches = user.data.email.toLowerCase() === invitation.data.email.toLowerCase();
  return (
    <InvitationFrame>
      <InvitationSummary invitation={invitation.data} />
      {matches ? (
        <AcceptButton token={token} accept={accept} workspaceName={invitation.data.workspaceName} />
      ) : (
        <WrongAccount signedInAs={user.data.email} invitedEmail={invitation.data.email} />
      )}
    </InvitationFrame>
  );
}

/** Who invites whom to what, as the page and the sign-up form show it. */
function InvitationSummary({ invitation }: { invitation: InvitationPreview }) {
  return (
    <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <MailCheck className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-gray-900">{teamMessages.invitationTitle(invitation.workspaceName)}</h2>
          <p className="mt-1 text-sm text-gray-600">
            {teamMessages.invitationText(invitation.inviterName, invitation.workspaceName, teamRoleLabels[invitation.role])}
          </p>
          <p className="mt-2 text-sm text-gray-500">
            For <span className="font-medium text-gray-800">{invitation.email}</span>
          </p>
        </div>
      </div>
    </div>
  );
}

function AcceptButton({
  token,
  accept,
  workspaceName,
}: {
  token: string;
  accept: ReturnType<typeof useAcceptInvitation>;
  workspaceName: string;
}) {
  const navigate = useNavigate();
  return (
    <Button
      size="lg"
      className="w-full"
      disabled={accept.isPending}
      onClick={() =>
        accept.mutate(token, {
          onSuccess: () => {
            toast.success(teamMessages.joined(workspaceName));
            navigate(paths.dashboard, { replace: true });
          },
          onError: (error) => reportTeamFailure(error, teamMessages.acceptFailed),
        })
      }
    >
      {accept.isPending && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
      {teamMessages.acceptInvitation}
    </Button>
  );
}

function WrongAccount({ signedInAs, invitedEmail }: { signedInAs: string; invitedEmail: string }) {
  const queryClient = useQueryClient();
  return (
    <div className="space-y-3">
      <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        You are signed in as {signedInAs}. {teamMessages.wrongAccount(invitedEmail)}
      </p>
      <Button
        variant="outline"
        className="w-full"
        onClick={async () => {
          await signOut();
          await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
        }}
      >
        Sign out
      </Button>
    </div>
  );
}

function InvalidInvitation({ signedIn }: { signedIn: boolean }) {
  return (
    <InvitationFrame>
      <div className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm">
        <h2 className="text-lg font-semibold text-gray-900">Invitation not found</h2>
        <p className="mt-2 text-sm text-gray-600">{teamMessages.invitationInvalid}</p>
        <p className="mt-1 text-sm text-gray-600">Ask the workspace owner to send you a new one.</p>
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href={signedIn ? paths.dashboard : paths.login}>{signedIn ? 'Go to your dashboard' : 'Sign in'}</a>
      </Button>
    </InvitationFrame>
  );
}

/** The page around the invitation: the sign-in page's frame, without the app's. */
function InvitationFrame({ children }: { children: ReactNode }) {
  return (
    <AuthFrame title="You're invited" plain>
      {children}
    </AuthFrame>
  );
}
