// Without zod: screens that only check or show a number stay clear of the schemas.

/** 07…, 01…, 7…, 1…, 2547…, 2541…, +2547…, +2541… → 254XXXXXXXXX. */
const KENYAN_MOBILE = /^(?:\+?254|0)?([17]\d{8})$/;

export function normalisePhone(input: string): string | null {
  const compact = input.replace(/[\s()-]/g, '');
  const match = KENYAN_MOBILE.exec(compact);
  return match ? `254${match[1]}` : null;
}
