import type { Employee } from '../../mock/schemas/employee-schema';

export type SortDirection = 'asc' | 'desc';
export type EmployeeColumn = 'full_name' | 'post' | 'email' | 'city' | 'start_date' | 'salary';

export interface SortState {
  column: EmployeeColumn;
  direction: SortDirection;
}

/** Page size of the data tables (docs: invoices, users and data tables list 10 a page). */
export const PER_PAGE = 10;

/** Rows whose name, post, e-mail, city, start date or salary contains the term. */
export function searchEmployees(rows: readonly Employee[], term: string): Employee[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return [...rows];
  return rows.filter((row) =>
    [row.full_name, row.post, row.email, row.city, row.start_date, row.salary].some((value) =>
      String(value).toLowerCase().includes(needle),
    ),
  );
}

export interface EmployeeFilters {
  name: string;
  email: string;
  post: string;
  city: string;
  /** ISO days; '' means open. */
  from: string;
  to: string;
  salaryMin: string;
  salaryMax: string;
}

export const NO_FILTERS: EmployeeFilters = {
  name: '',
  email: '',
  post: '',
  city: '',
  from: '',
  to: '',
  salaryMin: '',
  salaryMax: '',
};

const has = (value: string, part: string) =>
  value.toLowerCase().includes(part.trim().toLowerCase());

/** The advanced search: every filled field must match. */
export function filterEmployees(rows: readonly Employee[], f: EmployeeFilters): Employee[] {
  const min = f.salaryMin === '' ? -Infinity : Number(f.salaryMin);
  const max = f.salaryMax === '' ? Infinity : Number(f.salaryMax);
  return rows.filter(
    (row) =>
      has(row.full_name, f.name) &&
      has(row.email, f.email) &&
      has(row.post, f.post) &&
      has(row.city, f.city) &&
      (f.from === '' || row.start_date >= f.from) &&
      (f.to === '' || row.start_date <= f.to) &&
      row.salary >= min &&
      row.salary <= max,
  );
}

/** A sorted copy: numbers by value, text by its letters (case-insensitive). */
export function sortEmployees(rows: readonly Employee[], sort: SortState | undefined): Employee[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = a[sort.column];
    const right = b[sort.column];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right), 'en', { sensitivity: 'base' });
    return order * sign;
  });
}

/** The next sort when a header is pressed: ascending, then descending, then back to ascending. */
export function nextSort(current: SortState | undefined, column: EmployeeColumn): SortState {
  if (current?.column === column && current.direction === 'asc') {
    return { column, direction: 'desc' };
  }
  return { column, direction: 'asc' };
}

export function pageRows<T>(rows: readonly T[], page: number, perPage = PER_PAGE): T[] {
  return rows.slice((page - 1) * perPage, page * perPage);
}
