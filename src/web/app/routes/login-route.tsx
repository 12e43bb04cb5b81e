import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { LoginPage } from '@/web/features/auth/components/login-page';
import { meQueryOptions } from '@/web/lib/auth';
import { GuestOnly } from './guards';

/** /login reached inside the app (a signed-out screen sent the user here): back to where they were. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  async function enterApp() {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && from !== paths.login ? from : paths.dashboard, { replace: true });
  }

  return (
    <GuestOnly>
      <LoginPage onSignedIn={enterApp} />
    </GuestOnly>
  );
}
