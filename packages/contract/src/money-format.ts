/**
 * Money as people read it, without the schemas of `money.ts`: screens that only show amounts
 * (the leads figures with their charts) stay clear of zod and within their JavaScript budget.
 */
export function formatMoney(amount: number, currency = 'KES', locale = 'en-KE'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
