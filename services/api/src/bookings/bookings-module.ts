import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';
import type { DomainDependencies } from '../identity/identity-module';
import { createAvailability } from './availability';
import { createBookingRequests } from './booking-requests';
import { createBookingServiceCatalogue } from './booking-service-catalogue';
import { bookingServicesRoutes } from './booking-services-routes';
import { createBookingStatus } from './booking-status';
import { bookingsRoutes } from './bookings-routes';
import { createOpeningHours } from './opening-hours';
import { openingHoursRoutes } from './opening-hours-routes';
import { createReminderWorker } from './reminder-worker';

export { seedBookingServices } from './booking-seed';

/** The background side of bookings: the reminder worker, started and stopped by `app.ts`. */
export function createBookingsModule(db: Kysely<MainDatabase>, log: FastifyBaseLogger) {
  return { reminders: createReminderWorker(db, log) };
}
export type BookingsModule = ReturnType<typeof createBookingsModule>;

/** Booking services, opening hours, availability and bookings (docs/domains/bookings.md). */
export const bookingsDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db },
) => {
  const catalogue = createBookingServiceCatalogue(db);
  const hours = createOpeningHours(db);
  const availability = createAvailability(db, catalogue, hours);
  await app.register(bookingServicesRoutes, { identity, catalogue });
  await app.register(openingHoursRoutes, { identity, hours });
  await app.register(bookingsRoutes, {
    identity,
    availability,
    requests: createBookingRequests(db, availability),
    status: createBookingStatus(db, availability),
  });
};
