import { Info } from 'lucide-react';
import type { BillingOverview } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';

/**
 * Why plans cannot be bought here, said before anyone tries: not the Owner (whatever the server's
 * set-up, nothing here is theirs to buy), or no Stripe keys.
 */
export function BillingNotice({ overview }: { overview: BillingOverview }) {
  const text = !overview.canManage ? billingMessages.ownerOnly : !overview.paymentsEnabled ? billingMessages.paymentsNotConfigured : null;
  if (!text) return null;
  return (
    <p data-testid="billing-notice" className="flex items-start gap-2 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {text}
    </p>
  );
}
