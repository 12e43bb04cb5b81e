import { useQueryClient } from '@tanstack/react-query';
import { LoginPage } from '@/web/features/auth/components/login-page';
import { InvitationPage, InvitationSummary } from '@/web/features/team/components/invitation-page';
import { meQueryOptions } from '@/web/lib/auth';

/**
 * /invite?token=…: the team's invitation page; a signed-out visitor gets the sign-in form, starting on
 * "Create account" with the invited address fixed, and accepts once signed in.
 */
export function InviteRoute() {
  const queryClient = useQueryClient();
  return (
    <InvitationPage
      signIn={(invitation) => (
        <LoginPage
          fixedEmail={invitation.email}
          startWith="create"
          notice={<InvitationSummary invitation={invitation} />}
          // When the address must be confirmed first, the confirmation link brings the invitee back here.
          returnTo={`${window.location.pathname}${window.location.search}`}
          onSignedIn={() => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey })}
        />
      )}
    />
  );
}
