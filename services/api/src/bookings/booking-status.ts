import type { Kysely } from 'kysely';
import {
  BOOKING_REMINDER_MINUTES,
  canMoveBooking,
  MEMBER_ONLY_STATUS,
  type BookingStatus,
  type ChangeBookingStatusRequest,
} from '@pamoja/contract/bookings';
import { AppError, conflict, forbidden, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { createOutboxRepository } from '../outbox/outbox-module';
import type { Availability } from './availability';
import { bookingScope, worksBookings, type BookingActor } from './booking-access';
import { contactOf } from './booking-contact';
import { bookingMessages } from './booking-messages';
import { createBookingRepository, toBooking, type BookingRepository } from './booking-repository';
import { createJobRepository } from './job-repository';
import { addMinutes } from './nairobi-time';
import { REMINDER_JOB, reminderKey } from './reminder-worker';

const slotFull = () => conflict('This time is already fully booked.', 'SLOT_FULL');

/** Whether the caller may make this change (the table says whether it exists at all). */
function refusal(actor: BookingActor, memberId: string, to: BookingStatus) {
  if (to === MEMBER_ONLY_STATUS) {
    return memberId === actor.auth.userId
      ? null
      : forbidden('Only the member cancels a booking; staff decline a request instead.');
  }
  return worksBookings(actor.auth)
    ? null
    : forbidden('Only staff of the organisation can make this change.', 'STAFF_ONLY');
}

/**
 * Status changes by the contract's transition table, under the booking's row lock. A
 * confirmation also takes the slot's lock and counts the confirmed bookings, so capacity
 * holds whatever the concurrency.
 */
export function createBookingStatus(db: Kysely<MainDatabase>, availability: Availability) {
  /** Messages to the member, and the reminder scheduled or dropped, with the change. */
  async function announce(
    trx: Kysely<MainDatabase>,
    repository: BookingRepository,
    id: string,
    scope: ReturnType<typeof bookingScope>,
    event: BookingStatus,
    now: Date,
  ) {
    const saved = await repository.find(scope, id);
    if (!saved) throw notFound('Booking');
    const outbox = createOutboxRepository(trx);
    for (const message of bookingMessages(event, contactOf(saved))) await outbox.add(message);
    const jobs = createJobRepository(trx);
    if (event === 'CONFIRMED') {
      const runAt = addMinutes(saved.starts_at, -BOOKING_REMINDER_MINUTES);
      // Confirmed within the last day: the confirmation itself is the reminder.
      if (runAt > now) {
        await jobs.schedule(REMINDER_JOB, reminderKey(id), runAt, {
          bookingId: id,
          organisationId: saved.organisation_id,
        });
      }
    } else if (event !== 'REQUESTED') {
      await jobs.cancel(reminderKey(id));
    }
  }

  /** The offered slot a booking moves to (a 422 saying why not), once the move is possible. */
  async function newSlot(
    actor: BookingActor,
    scope: ReturnType<typeof bookingScope>,
    id: string,
    body: ChangeBookingStatusRequest,
    now: Date,
  ) {
    if (!worksBookings(actor.auth)) return null;
    const booking = await createBookingRepository(db).find(scope, id);
    if (!booking || !body.startsAt || !canMoveBooking(booking.status, 'RESCHEDULED')) return null;
    const startsAt = new Date(body.startsAt);
    const { endsAt } = await availability.offeredSlot(
      actor.auth,
      booking.service_id,
      booking.branch_id,
      startsAt,
      now,
    );
    return { startsAt, endsAt };
  }

  return {
    async change(
      actor: BookingActor,
      id: string,
      body: ChangeBookingStatusRequest,
      now = new Date(),
    ) {
      const scope = bookingScope(actor.auth);
      // The new slot is checked before the transaction: inside it, every query must use its
      // connection (PGlite has one, and a pool can run dry under parallel confirmations).
      const moveTo =
        body.status === 'RESCHEDULED' ? await newSlot(actor, scope, id, body, now) : null;
      await db.transaction().execute(async (trx) => {
        const repository = createBookingRepository(trx);
        const locked = await repository.lock(scope, id);
        if (!locked) throw notFound('Booking');
        const stale =
          (body.expectedStatus !== undefined && body.expectedStatus !== locked.status) ||
          (body.version !== undefined && body.version !== locked.version);
        if (stale) {
          throw conflict(
            `This booking is now ${locked.status}: someone changed it since you read it. Reload it and try again.`,
            'BOOKING_CHANGED',
          );
        }
        if (!canMoveBooking(locked.status, body.status)) {
          throw new AppError(
            422,
            'TRANSITION_NOT_ALLOWED',
            `A ${locked.status} booking cannot become ${body.status}.`,
          );
        }
        const refused = refusal(actor, locked.member_id, body.status);
        if (refused) throw refused;
        const booking = await repository.find(scope, id);
        if (!booking) throw notFound('Booking');
        const reason = body.reason ?? null;

        if (body.status === 'CONFIRMED') {
          if (booking.starts_at <= now) {
            throw new AppError(422, 'SLOT_IN_PAST', 'This booking’s time has already passed.');
          }
          await repository.lockSlot(booking.service_id, booking.branch_id, booking.starts_at);
          const confirmed = await repository.confirmedAt(
            booking.service_id,
            booking.branch_id,
            booking.starts_at,
          );
          if (confirmed >= booking.capacity) throw slotFull();
        }

        if (body.status === 'RESCHEDULED') {
          if (!moveTo)
            throw conflict(
              'This booking changed while it was moved. Reload it.',
              'BOOKING_CHANGED',
            );
          const { startsAt, endsAt } = moveTo;
          const newId = await repository.insert({
            organisation_id: booking.organisation_id,
            service_id: booking.service_id,
            branch_id: booking.branch_id,
            member_id: booking.member_id,
            starts_at: startsAt,
            ends_at: endsAt,
            notes: booking.notes,
            rescheduled_from: booking.id,
          });
          await repository.update(id, { status: 'RESCHEDULED', reason, rescheduled_to: newId });
          await announce(trx, repository, id, scope, 'RESCHEDULED', now);
          await announce(trx, repository, newId, { ...scope, memberId: null }, 'REQUESTED', now);
          return;
        }

        await repository.update(id, { status: body.status, reason });
        await announce(trx, repository, id, scope, body.status, now);
      });
      const saved = await createBookingRepository(db).find(scope, id);
      if (!saved) throw notFound('Booking');
      return toBooking(saved);
    },
  };
}

export type BookingStatusChanges = ReturnType<typeof createBookingStatus>;
