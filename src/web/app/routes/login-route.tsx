import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/web/config/paths';
import { LoginPage } from '@/web/sign-in/components/login-page';
import { meQueryOptions } from '@/web/lib/auth';
import { returnPathOf } from '@/web/lib/return-path';
import { GuestOnly } from './guards';

/** /login reached inside the app (a signed-out screen sent the user here): back to where they were. */
export function LoginRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  async function enterApp() {
    await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    navigate(returnPathOf(location.search) ?? paths.dashboard, { replace: true });
  }

  return (
    <GuestOnly>
      <LoginPage onSignedIn={enterApp} />
    </GuestOnly>
  );
}
