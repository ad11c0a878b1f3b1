/** The transaction types of airtime purchases paid by M-Pesa. */
export const AIRTIME_TYPES = ['AIRTIME', 'GROUP_AIRTIME'] as const;
export type AirtimeType = (typeof AIRTIME_TYPES)[number];

export const isAirtimePurchase = (type: string): type is AirtimeType =>
  (AIRTIME_TYPES as readonly string[]).includes(type);
