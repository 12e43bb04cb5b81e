import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { layoutMessages } from '@/shared/messages';
import { FullScreenLoader } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useUser } from '@/web/lib/auth';

/** Signed-in routes: the spinner while the session loads, /login without one. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullScreenLoader text={layoutMessages.loading} />;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return children;
}

/** /admin: non-admins go to /dashboard (signed-out callers were already sent to /login). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (!user?.isAdmin) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** /login: a signed-in user goes straight to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullScreenLoader text={layoutMessages.loading} />;
  if (user) return <Navigate to={paths.dashboard} replace />;
  return children;
}
