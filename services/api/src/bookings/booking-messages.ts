import type { BookingStatus } from '@pamoja/contract/bookings';
import type { OutgoingMessage } from '../outbox/outbox-module';
import { nairobiDay } from '@pamoja/server-kit/nairobi-days';
import { nairobiMinute, toTime } from './nairobi-time';

export interface BookingContact {
  firstName: string;
  email: string;
  phoneNumber: string;
  serviceName: string;
  branchName: string;
  startsAt: Date;
  reason: string | null;
}

const when = (at: Date) => `${nairobiDay(at)} at ${toTime(nairobiMinute(at))} (Nairobi time)`;

const SENTENCES: Record<BookingStatus | 'REMINDER', (b: BookingContact) => string> = {
  REQUESTED: (b) =>
    `we received your request for ${b.serviceName} at ${b.branchName} on ${when(b.startsAt)}. We will confirm it soon.`,
  CONFIRMED: (b) =>
    `your booking for ${b.serviceName} at ${b.branchName} on ${when(b.startsAt)} is confirmed.`,
  DECLINED: (b) =>
    `your request for ${b.serviceName} on ${when(b.startsAt)} was declined: ${b.reason ?? ''}`,
  CANCELLED: (b) =>
    `your booking for ${b.serviceName} on ${when(b.startsAt)} is cancelled: ${b.reason ?? ''}`,
  COMPLETED: (b) => `thank you for visiting ${b.branchName} for ${b.serviceName}.`,
  NO_SHOW: (b) =>
    `we missed you at ${b.branchName} for ${b.serviceName} on ${when(b.startsAt)}. Book again when it suits you.`,
  RESCHEDULED: (b) =>
    `your booking for ${b.serviceName} on ${when(b.startsAt)} was moved; we sent you the new time to confirm.`,
  REMINDER: (b) => `reminder: ${b.serviceName} at ${b.branchName} tomorrow, ${when(b.startsAt)}.`,
};

const SUBJECTS: Record<BookingStatus | 'REMINDER', string> = {
  REQUESTED: 'Booking requested',
  CONFIRMED: 'Booking confirmed',
  DECLINED: 'Booking declined',
  CANCELLED: 'Booking cancelled',
  COMPLETED: 'Thank you for your visit',
  NO_SHOW: 'We missed you',
  RESCHEDULED: 'Booking moved',
  REMINDER: 'Your booking is tomorrow',
};

/** The text and e-mail telling the member what happened to their booking. */
export function bookingMessages(
  event: BookingStatus | 'REMINDER',
  booking: BookingContact,
): OutgoingMessage[] {
  const sentence = SENTENCES[event](booking).trim();
  const purpose = `BOOKING_${event}`;
  return [
    {
      channel: 'SMS',
      recipient: booking.phoneNumber,
      purpose,
      subject: SUBJECTS[event],
      body: `Pamoja: ${sentence}`,
    },
    {
      channel: 'EMAIL',
      recipient: booking.email,
      purpose,
      subject: SUBJECTS[event],
      body: `Hello ${booking.firstName},\n\n${sentence[0]?.toUpperCase()}${sentence.slice(1)}`,
    },
  ];
}
