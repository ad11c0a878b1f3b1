import type { Kysely } from 'kysely';
import {
  BOOKING_NOTICE_MINUTES,
  BOOKING_TIME_ZONE,
  type AvailabilityQuery,
  type BookingService,
} from '@pamoja/contract/bookings';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { AppError, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import type { BookingServiceCatalogue } from './booking-service-catalogue';
import { createBookingRepository } from './booking-repository';
import { nairobiDay, nextDay } from '@pamoja/server-kit/nairobi-days';
import { addMinutes, nairobiInstant } from './nairobi-time';
import type { OpeningHoursService } from './opening-hours';
import { createOpeningHoursRepository } from './opening-hours-repository';
import { slotsOfDay } from './slots';

/** A slot rule refused the request: 422 naming `startsAt`. */
const refused = (code: string, message: string, path = 'startsAt') =>
  new AppError(422, code, `${path}: ${message}`, [{ path, message }]);

/**
 * Which slots a service offers at a branch on a day, and whether one start is bookable. Only
 * CONFIRMED bookings take capacity; REQUESTED ones are counted and shown, but staff confirm
 * them first come first served until the slot is full.
 */
export function createAvailability(
  db: Kysely<MainDatabase>,
  catalogue: BookingServiceCatalogue,
  hours: OpeningHoursService,
) {
  const bookings = createBookingRepository(db);
  const branches = createOpeningHoursRepository(db);

  /** The service, offered and active, at a branch of the request's organisation. */
  async function offering(auth: AuthContext, serviceId: string, branchId: string) {
    const service = await catalogue.get(auth, serviceId);
    const branch = await branches.branch(requestOrganisation(auth), branchId);
    if (!branch) throw notFound('Branch');
    if (!service.active) {
      throw refused('SERVICE_NOT_ACTIVE', 'this service is no longer offered', 'serviceId');
    }
    if (!(await catalogue.offers(serviceId, branchId))) {
      throw refused(
        'SERVICE_NOT_AT_BRANCH',
        `${service.name} is not offered at ${branch.name}`,
        'branchId',
      );
    }
    return { service, branch };
  }

  async function daySlots(service: BookingService, branchId: string, day: string, now: Date) {
    const open = await hours.hoursOn(branchId, day);
    const slots = slotsOfDay(day, open, service, now);
    const counts = await bookings.countsByStart(
      service.id,
      branchId,
      nairobiInstant(day, 0),
      nairobiInstant(nextDay(day), 0),
    );
    const countOf = (start: Date, status: string) =>
      counts.find((c) => c.startsAt === start.getTime() && c.status === status)?.count ?? 0;
    return {
      closed: open.opensMinute === null,
      slots: slots.map((slot) => {
        const confirmed = countOf(slot.startsAt, 'CONFIRMED');
        return {
          startsAt: slot.startsAt.toISOString(),
          endsAt: slot.endsAt.toISOString(),
          capacity: service.capacity,
          remaining: Math.max(0, service.capacity - confirmed),
          requested: countOf(slot.startsAt, 'REQUESTED'),
        };
      }),
    };
  }

  return {
    offering,

    async forDay(auth: AuthContext, query: AvailabilityQuery, now = new Date()) {
      const { service } = await offering(auth, query.serviceId, query.branchId);
      const day = await daySlots(service, query.branchId, query.date, now);
      return { ...query, timeZone: BOOKING_TIME_ZONE, ...day };
    },

    /** The slot starting exactly at `startsAt`, bookable now, else a 422 saying why. */
    async offeredSlot(
      auth: AuthContext,
      serviceId: string,
      branchId: string,
      startsAt: Date,
      now = new Date(),
    ) {
      const { service, branch } = await offering(auth, serviceId, branchId);
      if (startsAt <= now) throw refused('SLOT_IN_PAST', 'this time has already passed');
      if (startsAt < addMinutes(now, BOOKING_NOTICE_MINUTES)) {
        throw refused('SLOT_TOO_SOON', 'book at least 2 hours ahead');
      }
      const day = nairobiDay(startsAt);
      const { slots, closed } = await daySlots(service, branchId, day, new Date(0));
      if (closed) throw refused('BRANCH_CLOSED', `${branch.name} is closed on ${day}`);
      const slot = slots.find((s) => s.startsAt === startsAt.toISOString());
      if (!slot) {
        throw refused('SLOT_NOT_OFFERED', 'choose one of the offered times within opening hours');
      }
      if (slot.remaining === 0) throw refused('SLOT_FULL', 'this time is fully booked');
      return { service, branch, endsAt: new Date(slot.endsAt) };
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;
