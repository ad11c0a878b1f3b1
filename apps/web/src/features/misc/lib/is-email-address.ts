/**
 * Something@something.tld, no spaces: enough to catch a slip before a page says thanks. Not
 * zod's rule, to keep the validation library off these public pages.
 */
export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
