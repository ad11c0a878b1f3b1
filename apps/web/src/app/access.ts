import type { AbilityCheck } from '../shared/session/use-ability';

/**
 * What each private page needs, by its first path segment: the one table read by the route
 * guard and by the menu, so a link is never shown to someone the page would turn away.
 */
export const ROUTE_ACCESS: Readonly<Record<string, AbilityCheck>> = {
  '/home': ['read', 'Profile'],
  '/leads': ['read', 'Lead'],
  '/admin': ['manage', 'Organisation'],
  '/profile': ['read', 'Profile'],
  '/wallet': ['read', 'Wallet'],
  // Both /airtime and /airtime/groups…: the table is keyed by the first segment.
  '/airtime': ['read', 'Airtime'],
  '/beneficiaries': ['read', 'Beneficiary'],
  '/transactions': ['read', 'Transaction'],
  // The reconciliation queue: only the SUPER_ADMIN (`manage all`) decides money the providers
  // left unsettled; no other role's rules name this subject, so none passes.
  '/reconciliation': ['manage', 'Reconciliation'],
  '/organisations': ['read', 'Organisation'],
  '/teams': ['read', 'Team'],
  '/branches': ['manage', 'Branch'],
  '/staff-locations': ['manage', 'StaffLocation'],
  '/staff': ['manage', 'Staff'],
  // Admins and super admins: the products of businesses and their categories (/products/…).
  '/products': ['manage', 'Product'],
  // Every role reads its organisation; the server shows an admin all enquiries, others their own.
  '/groups': ['read', 'Organisation'],
  // The shop and its cart (/shop/cart); buying needs create Transaction, which every member has.
  '/shop': ['read', 'Product'],
  // The server shows an admin acting for a business its orders, everyone else their own.
  '/orders': ['read', 'Transaction'],
  // Every member books; /bookings/manage and /bookings/services check their own ability inside.
  '/bookings': ['read', 'Booking'],
  // Every role reads courses (the learning service decides which); /learning/… for learners.
  '/learning': ['read', 'Course'],
};

export function accessFor(pathname: string): AbilityCheck | undefined {
  const segment = /^\/[^/]*/.exec(pathname)?.[0] ?? '/';
  return ROUTE_ACCESS[segment];
}
