import { Lock } from 'lucide-react';
import type { BillingPrice } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import type { Plan } from '@/shared/plans';
import { Button } from '@/web/components/ui/button';
import { Dialog } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { toast } from '@/web/lib/toast';
import { useCreateCheckoutSession } from '../api/create-checkout-session';
import { billingErrorText, checkoutRedirectUrl } from '../billing-errors';
import { formatPricePerInterval } from '../billing-format';
import { useRedirect } from './use-redirect';

export interface CheckoutSelection {
  plan: Plan;
  /** Undefined when Stripe has no price for the plan (or no Stripe is configured). */
  price: BillingPrice | undefined;
}

interface CheckoutDialogProps {
  selection: CheckoutSelection | null;
  paymentsEnabled: boolean;
  onClose: () => void;
}

/** 'Complete Your Subscription': the last step before Stripe Checkout. */
export function CheckoutDialog({ selection, paymentsEnabled, onClose }: CheckoutDialogProps) {
  const checkout = useCreateCheckoutSession();
  const { redirecting, redirect } = useRedirect();
  const working = checkout.isPending || redirecting;

  function proceed() {
    if (!selection) return;
    const { price } = selection;
    // Without a price there is nothing to buy: say why in the server's own words.
    if (!price) {
      toast.error(paymentsEnabled ? billingMessages.unknownPrice : billingMessages.paymentsNotConfigured);
      return;
    }
    checkout.mutate(price.id, {
      onSuccess: (response) => {
        const url = checkoutRedirectUrl(response);
        if (url) redirect(url);
        else toast.error(billingMessages.noCheckoutUrl);
      },
      onError: (error) => toast.error(billingErrorText(error, billingMessages.checkoutFailed)),
    });
  }

  const price = selection?.price;
  const plan = selection?.plan;
  return (
    <Dialog
      open={selection !== null}
      onOpenChange={(open) => !open && onClose()}
      dismissible={!working}
      title={billingMessages.checkoutTitle}
      description={billingMessages.checkoutText}
    >
      {plan && (
        <div className="flex items-center justify-between gap-4 rounded-xl border border-gray-200 bg-gray-50 p-4">
          <div>
            <p className="font-semibold text-gray-900">{plan.name}</p>
            <p className="text-sm text-gray-600">{plan.description}</p>
          </div>
          <p className="shrink-0 text-lg font-bold text-gray-900">
            {price
              ? formatPricePerInterval(price.amount, price.currency, price.interval)
              : formatPricePerInterval(plan.price, 'usd', plan.period)}
          </p>
        </div>
      )}
      <p className="mt-4 flex items-center gap-2 text-xs text-gray-500">
        <Lock className="size-3.5" aria-hidden /> Payments are processed by Stripe. Uplift never sees your card number.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={working}>
          {billingMessages.cancel}
        </Button>
        <Button onClick={proceed} disabled={working}>
          {working && <Spinner className="size-4 border-2 border-white/40 border-t-white" />}
          {working ? billingMessages.processing : billingMessages.proceedToCheckout}
        </Button>
      </div>
    </Dialog>
  );
}
