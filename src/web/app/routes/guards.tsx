import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';
import { returnPathOf } from '@/web/lib/return-path';

/** Signed-in routes: the spinner while the session loads; without one, sign-in, which comes back here. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullScreenLoader text={layoutMessages.loading} />;
  if (!user) return <Navigate to={paths.loginReturningTo(`${location.pathname}${location.search}`)} replace />;
  return children;
}

/** /admin: non-admins go to /dashboard (signed-out callers were already sent to /login). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (!user?.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** /login: a signed-in user goes straight on, to where sign-in was to bring them back or the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullScreenLoader text={layoutMessages.loading} />;
  if (user) return <Navigate to={returnPathOf(location.search) ?? paths.dashboard} replace />;
  return children;
}
