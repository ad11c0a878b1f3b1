import type { BookingService } from '@pamoja/contract/bookings';

/**
 * The branches that offer at least one service, by name: what the desk filters by. Staff may not
 * read the branches list itself (admins only), but every service names its branches.
 */
export function branchesOf(services: readonly BookingService[]) {
  const byId = new Map<string, { id: string; name: string }>();
  for (const service of services) {
    for (const branch of service.branches) byId.set(branch.id, branch);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
