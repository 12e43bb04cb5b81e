import { formatCurrency } from '@/shared/money';

/** Whole amounts without cents ('$1,245'), others with them ('$12.50'): analytics' revenue, e-mail's, billing's as Stripe's pages show them. */
export function formatMoney(amount: number, currency = 'USD'): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return formatCurrency(amount, currency, { minimumFractionDigits: cents, maximumFractionDigits: cents });
}
