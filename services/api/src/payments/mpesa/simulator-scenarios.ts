import { createHash, randomInt } from 'node:crypto';
import { checkoutIdStamp, darajaTimestamp, parseDarajaTimestamp } from './nairobi-time';

/**
 * What the simulator does for a phone, chosen by its last three digits (docs/money.md), and the ids
 * it hands out. The scenario and the moment of the request are written into each id, so a fresh
 * simulator (after a restart) still answers status queries for ids an earlier one issued.
 */
export type Scenario = 'ok' | 'refused' | 'silent' | 'insufficient';
const BY_SUFFIX: Record<string, Scenario> = {
  '000': 'refused',
  '001': 'silent',
  '002': 'insufficient',
};
const DIGIT: Record<Scenario, string> = { ok: '0', refused: '1', silent: '2', insufficient: '3' };
const FROM_DIGIT = Object.fromEntries(Object.entries(DIGIT).map(([k, v]) => [v, k as Scenario]));

export const scenarioOf = (phone: string): Scenario => BY_SUFFIX[phone.slice(-3)] ?? 'ok';

/** The failure each scenario settles with, as Daraja words it. `silent` is the no-callback case. */
export const STK_RESULTS = {
  ok: { code: 0, desc: 'The service request is processed successfully.' },
  refused: { code: 1032, desc: 'Request cancelled by user' },
  silent: { code: 1037, desc: 'DS timeout user cannot be reached' },
  insufficient: { code: 1, desc: 'The balance is insufficient for the transaction' },
} as const;
/** For B2C, `silent` means the result callback got lost: the payout did go through. */
export const B2C_RESULTS = {
  ok: STK_RESULTS.ok,
  refused: {
    code: 2040,
    desc: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  },
  silent: STK_RESULTS.ok,
  insufficient: { code: 1, desc: 'The balance is insufficient for the transaction.' },
} as const;

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(0, 10))).join('');
const hex = (count: number) =>
  Array.from({ length: count }, () => randomInt(0, 16).toString(16)).join('');

/** `ws_CO_` + DDMMYYYYHHmmss (Nairobi) + 5 random digits + the scenario digit. */
export function newCheckoutId(at: Date, scenario: Scenario): string {
  return `ws_CO_${checkoutIdStamp(at)}${digits(5)}${DIGIT[scenario]}`;
}

export const newMerchantRequestId = () => `${randomInt(10_000, 99_999)}-${digits(8)}-1`;

/** `AG_YYYYMMDD_` + 20 hex: the request's epoch milliseconds, random, the scenario digit. */
export function newConversationId(at: Date, scenario: Scenario): string {
  const stamp = at.getTime().toString(16).padStart(12, '0');
  return `AG_${darajaTimestamp(at).slice(0, 8)}_${stamp}${hex(7)}${DIGIT[scenario]}`;
}

export interface DecodedId {
  createdAt: number;
  scenario: Scenario;
}

export function decodeCheckoutId(id: string): DecodedId | undefined {
  const match = /^ws_CO_(\d{2})(\d{2})(\d{4})(\d{6})\d{5}([0-3])$/.exec(id);
  if (!match) return undefined;
  const [, day, month, year, time, digit = ''] = match;
  const createdAt = parseDarajaTimestamp(`${year}${month}${day}${time}`);
  const scenario = FROM_DIGIT[digit];
  return createdAt && scenario ? { createdAt: createdAt.getTime(), scenario } : undefined;
}

export function decodeConversationId(id: string): DecodedId | undefined {
  const match = /^AG_\d{8}_([0-9a-f]{12})[0-9a-f]{7}([0-3])$/.exec(id);
  const scenario = FROM_DIGIT[match?.[2] ?? ''];
  return match?.[1] && scenario ? { createdAt: parseInt(match[1], 16), scenario } : undefined;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A Daraja-like receipt (10 uppercase alphanumerics, a letter first), the same for the same id. */
export function receiptOf(id: string): string {
  const bytes = createHash('sha256').update(id).digest();
  const chars = [...bytes.subarray(0, 10)].map((byte, index) =>
    index === 0 ? ALPHANUMERIC[byte % 26] : ALPHANUMERIC[byte % 36],
  );
  return chars.join('');
}
