import { formatCurrency } from '@/shared/money';
/** Dollars, cents only when there are some: '$1,245', '$12.50' (what analytics' revenue is counted in). */
export function formatMoney(amount: number): string {
  const cents = amount % 1 === 0 ? 0 : 2;
  return formatCurrency(amount, 'USD', { minimumFractionDigits: cents, maximumFractionDigits: cents });
}
