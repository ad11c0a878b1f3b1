/**
 * Daraja reads and writes wall-clock time in Nairobi (EAT, UTC+3, no daylight saving), whatever
 * the zone of the server we run on. Intl does the conversion so the server's TZ never leaks in.
 */
const NAIROBI = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function nairobiParts(date: Date) {
  const parts = Object.fromEntries(
    NAIROBI.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** `YYYYMMDDHHmmss` in Nairobi time: the Timestamp of STK requests and of TransactionDate. */
export function darajaTimestamp(date: Date = new Date()): string {
  const p = nairobiParts(date);
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

/** `DDMMYYYYHHmmss` in Nairobi time, as inside Daraja's `ws_CO_…` checkout ids. */
export function checkoutIdStamp(date: Date): string {
  const p = nairobiParts(date);
  return `${p.day}${p.month}${p.year}${p.hour}${p.minute}${p.second}`;
}

const NAIROBI_OFFSET = '+03:00';

/** `YYYYMMDDHHmmss` (Nairobi) → the instant, or null when it is not such a timestamp. */
export function parseDarajaTimestamp(value: string | number): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value));
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}${NAIROBI_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
