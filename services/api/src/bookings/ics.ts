import { BOOKING_TIME_ZONE } from '@pamoja/contract/bookings';
import { nairobiDay } from '@pamoja/server-kit/nairobi-days';
import { nairobiMinute } from './nairobi-time';

export interface CalendarEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  stamp: Date;
}

/** TEXT values escape backslash, semicolon and comma, and turn line breaks into `\n`. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with a space. It
 * never cuts a UTF-8 character in two.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const utcStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const localStamp = (at: Date) => {
  const minute = nairobiMinute(at);
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return `${nairobiDay(at).replace(/-/g, '')}T${hh}${mm}00`;
};

/** One event in Nairobi time, with the zone described (EAT, UTC+3, no daylight saving). */
export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Pamoja//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    `TZID:${BOOKING_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0300',
    'TZNAME:EAT',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${BOOKING_TIME_ZONE}:${localStamp(event.startsAt)}`,
    `DTEND;TZID=${BOOKING_TIME_ZONE}:${localStamp(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
