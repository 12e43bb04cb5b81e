/** Dollars, cents only when there are some: '$1,245', '$12.50' (what analytics' revenue is counted in). */
export function formatMoney(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: amount % 1 === 0 ? 0 : 2 }).format(
    amount,
  );
}
