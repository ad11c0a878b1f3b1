import type { AuthContext } from '@pamoja/server-kit/auth/guard';
import { requestOrganisation } from '../organisations/organisations-module';
import type { BookingScope } from './booking-repository';

/** Who is acting, and for which request. */
export interface BookingActor {
  auth: AuthContext;
  requestId: string;
}

/** ADMIN and AGENT (and a SUPER_ADMIN) work the organisation's bookings; others only book. */
export const worksBookings = (auth: AuthContext) => auth.ability.can('manage', 'BookingDesk');

/** The bookings the caller sees: the organisation's for staff, else their own. */
export const bookingScope = (auth: AuthContext): BookingScope => ({
  organisationId: requestOrganisation(auth),
  memberId: worksBookings(auth) ? null : auth.userId,
});
