import { toast } from '@/web/lib/toast';
import { useCreatePortalSession } from '../api/create-portal-session';
import { billingErrorText } from '../billing-errors';
import { useRedirect } from './use-redirect';

/** Opens Stripe's Billing Portal; `fallback` is the toast for an unexplained failure of this button. */
export function useBillingPortal(fallback: string) {
  const portal = useCreatePortalSession();
  const { redirecting, redirect } = useRedirect();

  function open() {
    portal.mutate(undefined, {
      onSuccess: ({ url }) => redirect(url),
      onError: (error) => toast.error(billingErrorText(error, fallback)),
    });
  }

  return { open, working: portal.isPending || redirecting };
}
