import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import {
  at,
  bookingWorld,
  requested,
  setStatus,
  upcoming,
  type BookingWorld,
} from './bookings-test-helpers';
import { calendarFile, escapeText, foldLine } from './ics';

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes the event in Nairobi time with its time zone and CRLF endings', () => {
    const file = calendarFile({
      uid: 'b1@pamoja',
      summary: 'Loan advice, branch; Kisumu',
      location: 'Kisumu',
      description: 'Bring ID',
      startsAt: new Date('2026-03-04T06:30:00Z'),
      endsAt: new Date('2026-03-04T07:00:00Z'),
      stamp: new Date('2026-03-01T10:11:12.345Z'),
    });
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART;TZID=Africa/Nairobi:20260304T093000');
    expect(lines).toContain('DTEND;TZID=Africa/Nairobi:20260304T100000');
    expect(lines).toContain('DTSTAMP:20260301T101112Z');
    expect(lines).toContain('TZID:Africa/Nairobi');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('SUMMARY:Loan advice\\, branch\\; Kisumu');
    expect(lines).toContain('UID:b1@pamoja');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});

describe('GET bookings/{id}/calendar.ics', () => {
  let app: FastifyInstance;
  let world: BookingWorld;
  beforeAll(async () => {
    app = await buildTestApp();
    world = await bookingWorld(app);
  });
  afterAll(() => app.close());

  it('downloads a confirmed booking, and refuses one not confirmed (409)', async () => {
    const booking = await requested(app, world, at(upcoming(3), '13:15'));
    const url = `/bookings/${booking.id}/calendar.ics`;
    const early = await call(app, world.member, 'GET', url);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('BOOKING_NOT_CONFIRMED');
    await setStatus(app, world.admin, booking.id, { status: 'CONFIRMED' });
    const response = await call(app, world.member, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="booking-${booking.id}.ics"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines).toContain(`UID:${booking.id}@pamoja`);
    expect(lines).toContain(`LOCATION:${world.branch.name}`);
    expect(lines).toContain(`DTSTART;TZID=Africa/Nairobi:${upcoming(3).replace(/-/g, '')}T131500`);
    expect(lines.some((line) => line.startsWith('SUMMARY:Loan advice'))).toBe(true);
    expect((await call(app, world.otherMember, 'GET', url)).statusCode).toBe(404);
  });
});
