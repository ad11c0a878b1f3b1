const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-06-15`: sortable, searchable by year or month, and formatted by the page for display. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `$1,234.50` / `-$205.25`, the way the template writes balances (fixed, not locale-dependent). */
export function dollars(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/** Reads a balance back to a number (`0`, `$1,234.50`, `-$205.25`) for sorting. */
export function dollarsToNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  return Number(value.replace(/[$,]/g, ''));
}

/**
 * `14 Apr 2021, 8:43 PM` in UTC: the permissions list shows and searches this text, so it must
 * not depend on the browser's locale or time zone.
 */
export function dateTimeLabel(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const month = MONTHS[date.getUTCMonth()] ?? '';
  return `${day} ${month} ${date.getUTCFullYear()}, ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `apple-iphone-11` from `Apple iPhone 11`. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
