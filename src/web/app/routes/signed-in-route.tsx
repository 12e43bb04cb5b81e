import { AppLayout } from '../layout/app-layout';
import { RequireUser } from './guards';

export function SignedInRoute() {
  return (
    <RequireUser>
      <AppLayout />
    </RequireUser>
  );
}
