import type { BillingCard, BillingInterval, BillingOverview, BillingSubscription } from '@/shared/billing';
import { billingMessages } from '@/shared/messages';
import { formatMoney } from '@/web/lib/format-money';
import { formatDate } from '@/shared/date-format';

export { formatMoney } from '@/web/lib/format-money';

/** "$59/month", "$566/year". */
export function formatPricePerInterval(amount: number, currency: string, interval: BillingInterval): string {
  return `${formatMoney(amount, currency)}/${interval}`;
}

/**
 * What the workspace pays: its subscription's own price and interval (a yearly subscriber sees the
 * yearly price), else why its plan costs nothing. Never the catalogue's price, which nobody may be paying.
 */
export function paidPrice({ subscription, planSource }: Pick<BillingOverview, 'subscription' | 'planSource'>): string {
  if (subscription) {
    const { amount, currency, interval } = subscription;
    return amount !== null && interval ? formatPricePerInterval(amount, currency, interval) : billingMessages.notAvailable;
  }
  if (planSource === 'override') return billingMessages.setByAdministrator;
  if (planSource === 'admin') return billingMessages.includedWithAdminAccount;
  return billingMessages.freePlan;
}

/** "Dec 22, 2026", in the viewer's time zone. */
export function formatBillingDate(iso: string): string {
  return formatDate(iso, 'date');
}

/** The card as Stripe shows it: brand, four bullets, the last four digits. */
export function formatCard(card: BillingCard): string {
  return `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} •••• ${card.last4}`;
}

/** Stripe's statuses in lower case ("past_due") read as "Past due". */
export function formatStatus(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'Cancels on {date}' once a cancellation is scheduled, otherwise 'Auto-renews on {date}'. */
export function renewalText(subscription: BillingSubscription): string {
  const { cancelAt, cancelAtPeriodEnd, currentPeriodEnd: end } = subscription;
  const endsOn = cancelAt ?? (cancelAtPeriodEnd ? end : null);
  if (endsOn) return billingMessages.cancelsOn(formatBillingDate(endsOn));
  return end ? billingMessages.autoRenewsOn(formatBillingDate(end)) : billingMessages.notAvailable;
}
