import { ShieldAlert } from 'lucide-react';
import { createContext, useContext, useEffect } from 'react';
import { Link } from 'react-router';
import { adminMessages } from '@/shared/admin/admin';
import { buttonVariants } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { toast } from '@/web/lib/toast';
import { useFailureToast } from '@/web/lib/use-failure-toast';
import { errorMessage, isForbidden } from '../api/admin-http';

// The route let an admin in, but the role can be removed while the page is open: the API then answers
// 403 and the whole page turns into the Access Denied notice.
const DenyAccessContext = createContext<() => void>(() => {});
export const DenyAccessProvider = DenyAccessContext.Provider;

/** A tab whose data fails to load says 'Failed to load admin data', or shows Access Denied on a 403. */
export function useReportLoadFailure({ isError, error }: { isError: boolean; error: unknown }) {
  const deny = useContext(DenyAccessContext);
  const forbidden = isError && isForbidden(error);
  useEffect(() => {
    if (forbidden) deny();
  }, [forbidden, deny]);
  useFailureToast(isError && !forbidden, adminMessages.loadFailed);
}

/** An action's failure: the server's message as a toast, or the Access Denied notice on a 403. */
export function useReportActionFailure() {
  const deny = useContext(DenyAccessContext);
  return (error: unknown, fallback: string) => {
    if (isForbidden(error)) deny();
    else toast.error(errorMessage(error, fallback));
  };
}

export function AccessDenied() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <ShieldAlert className="size-12 text-red-500" aria-hidden />
      <h1 className="text-2xl font-bold text-gray-900">{adminMessages.accessDenied}</h1>
      <p className="text-gray-600">{adminMessages.noPermission}</p>
      <Link to={paths.dashboard} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
        Go to the dashboard
      </Link>
    </div>
  );
}
