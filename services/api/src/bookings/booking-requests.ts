import type { Kysely } from 'kysely';
import type { BookingListQuery, CreateBookingRequest } from '@pamoja/contract/bookings';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import type { ClaimLink } from '../idempotency/idempotency-module';
import { createOutboxRepository } from '../outbox/outbox-module';
import { requestOrganisation } from '../organisations/organisations-module';
import { bookingScope } from './booking-access';
import { contactOf } from './booking-contact';
import { bookingMessages } from './booking-messages';
import { createBookingRepository, toBooking } from './booking-repository';
import type { Availability } from './availability';

/** Booking requests of members, and reading bookings as the caller may. */
export function createBookingRequests(db: Kysely<MainDatabase>, availability: Availability) {
  const bookings = createBookingRepository(db);

  async function row(auth: AuthContext, id: string) {
    const found = await bookings.find(bookingScope(auth), id);
    if (!found) throw notFound('Booking');
    return found;
  }

  return {
    list: (auth: AuthContext, query: BookingListQuery) => bookings.list(bookingScope(auth), query),
    row,
    get: async (auth: AuthContext, id: string) => toBooking(await row(auth, id)),

    /** A REQUESTED booking of a slot the service offers now; the member hears of it. */
    async create(
      auth: AuthContext,
      input: CreateBookingRequest,
      link?: ClaimLink,
      now = new Date(),
    ) {
      const startsAt = new Date(input.startsAt);
      const { endsAt } = await availability.offeredSlot(
        auth,
        input.serviceId,
        input.branchId,
        startsAt,
        now,
      );
      const id = await db.transaction().execute(async (trx) => {
        const repository = createBookingRepository(trx);
        // One person, one place at a time: a second request (a double tap, another service)
        // overlapping a live booking of theirs is refused, not queued for staff to untangle.
        if (await repository.memberBusy(auth.userId, startsAt, endsAt)) {
          throw conflict(
            'You already have a booking at this time: see it under My bookings, or cancel it first.',
            'BOOKING_OVERLAPS',
          );
        }
        const created = await repository.insert({
          organisation_id: requestOrganisation(auth),
          service_id: input.serviceId,
          branch_id: input.branchId,
          member_id: auth.userId,
          starts_at: startsAt,
          ends_at: endsAt,
          notes: input.notes || null,
        });
        const saved = await repository.find(bookingScope(auth), created);
        if (!saved) throw notFound('Booking');
        const outbox = createOutboxRepository(trx);
        for (const message of bookingMessages('REQUESTED', contactOf(saved))) {
          await outbox.add(message);
        }
        await link?.(trx, created);
        return created;
      });
      return toBooking(await row(auth, id));
    },
  };
}

export type BookingRequests = ReturnType<typeof createBookingRequests>;
