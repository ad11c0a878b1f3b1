import type { Pagination } from '@pamoja/contract/api-response';

/** A list the organisation owns, scoped by the `x-organization` header the client sends. */
export interface ScopedResource {
  /** Path below the API base: `teams`, `branches`, `staff-locations`. */
  path: string;
  /** Label of its operation slots: `organisations.teams` → `.list`, `.create`… */
  label: string;
}

export const TEAMS: ScopedResource = { path: 'teams', label: 'organisations.teams' };
export const BRANCHES: ScopedResource = { path: 'branches', label: 'organisations.branches' };
export const STAFF_LOCATIONS: ScopedResource = {
  path: 'staff-locations',
  label: 'organisations.staffLocations',
};

export const PAGE_SIZE = 10;
/** A picker (a branch in a form) asks for as many as the API gives in one page. */
export const PICKER_LIMIT = 100;

export interface ListQuery {
  page: number;
  search: string;
  /** Lists show PAGE_SIZE; pickers ask for PICKER_LIMIT. */
  limit?: number;
}

export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export const listKey = (resource: ScopedResource) => `${resource.label}.list`;
export const itemKey = (resource: ScopedResource) => `${resource.label}.item`;
