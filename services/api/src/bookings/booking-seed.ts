import type { Kysely } from 'kysely';
import { createBranchRepository } from '../branches/branches-module';
import type { MainDatabase } from '../db/schema';
import { createBookingServiceRepository } from './booking-service-repository';

export const DEMO_BOOKING_BRANCH = 'Nairobi CBD';
export const DEMO_BOOKING_SERVICES = [
  {
    name: 'Loan consultation',
    description: 'Talk through a loan with an advisor: bring your ID and last three payslips.',
    duration_minutes: 30,
    buffer_minutes: 15,
    capacity: 2,
    active: true,
  },
  {
    name: 'Account opening',
    description: 'Open a savings account in person: bring your ID and KRA PIN.',
    duration_minutes: 20,
    buffer_minutes: 10,
    capacity: 3,
    active: true,
  },
];

/**
 * Two booking services at a demo branch (default opening hours), so a fresh start can book.
 * What exists is left alone.
 */
export async function seedBookingServices(db: Kysely<MainDatabase>, organisationId: string) {
  const branches = createBranchRepository(db);
  const found = await branches.list(organisationId, {
    page: 1,
    limit: 100,
    search: DEMO_BOOKING_BRANCH,
  });
  const branchId =
    found.items.find((branch) => branch.name === DEMO_BOOKING_BRANCH)?.id ??
    (await branches.create(organisationId, { name: DEMO_BOOKING_BRANCH, address: 'Moi Avenue' }))
      .id;
  const services = createBookingServiceRepository(db);
  const existing = await services.list(organisationId, {}, { page: 1, limit: 100 });
  const names = new Set(existing.items.map((service) => service.name));
  for (const service of DEMO_BOOKING_SERVICES) {
    if (!names.has(service.name)) await services.create(organisationId, service, [branchId]);
  }
}
