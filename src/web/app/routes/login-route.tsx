import { LoginPage } from '@/web/features/auth/components/login-page';
import { GuestOnly } from './guards';

export function LoginRoute() {
  return (
    <GuestOnly>
      <LoginPage />
    </GuestOnly>
  );
}
