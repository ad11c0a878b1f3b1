import type { Kysely } from 'kysely';
import type {
  BookingServiceListQuery,
  NewBookingService,
  UpdateBookingServiceRequest,
} from '@pamoja/contract/bookings';
import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { uniqueOr, unreferencedOr } from '@pamoja/server-kit/db-errors';
import { conflict, notFound } from '@pamoja/server-kit/errors';
import type { MainDatabase } from '../db/schema';
import { requestOrganisation } from '../organisations/organisations-module';
import { createBookingServiceRepository } from './booking-service-repository';

const nameTaken = () =>
  conflict(
    'This organisation already has a booking service with this name.',
    'BOOKING_SERVICE_NAME_TAKEN',
  );
const managesServices = (auth: AuthContext) => auth.ability.can('manage', 'BookingService');

/** What can be booked: ADMINs keep the list, everyone in the organisation sees the active ones. */
export function createBookingServiceCatalogue(db: Kysely<MainDatabase>) {
  const services = createBookingServiceRepository(db);

  async function get(auth: AuthContext, id: string) {
    const found = await services.find(requestOrganisation(auth), id);
    if (!found || (!found.active && !managesServices(auth))) throw notFound('Booking service');
    return found;
  }

  /** Another organisation's branch is as unknown as a made-up one. */
  async function ownBranches(organisationId: string, ids: string[]) {
    const unique = [...new Set(ids)];
    const known = await services.branchesOf(organisationId, unique);
    const missing = unique.find((id) => !known.has(id));
    if (missing) throw notFound(`Branch ${missing}`);
    return unique;
  }

  return {
    get,
    list(auth: AuthContext, query: BookingServiceListQuery) {
      const active = managesServices(auth)
        ? query.active === undefined
          ? undefined
          : query.active === 'true'
        : true;
      return services.list(requestOrganisation(auth), { branchId: query.branchId, active }, query);
    },

    async create(auth: AuthContext, input: NewBookingService) {
      const organisationId = requestOrganisation(auth);
      const branchIds = await ownBranches(organisationId, input.branchIds);
      const id = await uniqueOr(
        () =>
          services.create(
            organisationId,
            {
              name: input.name,
              description: input.description?.trim() || null,
              duration_minutes: input.durationMinutes,
              buffer_minutes: input.bufferMinutes,
              capacity: input.capacity,
              active: input.active,
            },
            branchIds,
          ),
        nameTaken,
      );
      return get(auth, id);
    },

    async update(auth: AuthContext, id: string, input: UpdateBookingServiceRequest) {
      const organisationId = requestOrganisation(auth);
      await get(auth, id);
      const branchIds = input.branchIds && (await ownBranches(organisationId, input.branchIds));
      const columns = Object.fromEntries(
        Object.entries({
          name: input.name,
          description:
            input.description === undefined ? undefined : input.description?.trim() || null,
          duration_minutes: input.durationMinutes,
          buffer_minutes: input.bufferMinutes,
          capacity: input.capacity,
          active: input.active,
        }).filter(([, value]) => value !== undefined),
      );
      await uniqueOr(() => services.update(organisationId, id, columns, branchIds), nameTaken);
      return get(auth, id);
    },

    /** Booked services are only deactivated, so their bookings keep their history. */
    async remove(auth: AuthContext, id: string): Promise<'deleted' | 'deactivated'> {
      const organisationId = requestOrganisation(auth);
      await get(auth, id);
      const deactivate = async () => {
        await services.update(organisationId, id, { active: false }, undefined);
        return 'deactivated' as const;
      };
      if (await services.hasBookings(id)) return deactivate();
      const inUse = conflict('This service has bookings.', 'BOOKING_SERVICE_IN_USE');
      try {
        await unreferencedOr(
          () => services.remove(organisationId, id),
          () => inUse,
        );
        return 'deleted';
      } catch (error) {
        // A booking made in between: keep the service, inactive.
        if (error === inUse) return deactivate();
        throw error;
      }
    },

    offers: services.offers,
  };
}

export type BookingServiceCatalogue = ReturnType<typeof createBookingServiceCatalogue>;
