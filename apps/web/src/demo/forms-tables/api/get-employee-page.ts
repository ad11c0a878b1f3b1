import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { EmployeePage } from '../../mock/schemas/employee-schema';
import type { SortState } from '../lib/employee-rows';

export const EMPLOYEE_PAGE_LABEL = 'demo.datatables.page';

export interface EmployeePageQuery {
  q: string;
  page: number;
  perPage: number;
  sort?: SortState;
}

/** `GET /api/datatables/data`: the server searches, sorts and cuts the page. */
export function getEmployeePage(query: EmployeePageQuery, signal?: AbortSignal) {
  return request<EmployeePage>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/datatables/data',
    query: {
      q: query.q,
      page: query.page,
      perPage: query.perPage,
      sortColumn: query.sort?.column,
      sort: query.sort?.direction,
    },
    label: EMPLOYEE_PAGE_LABEL,
    signal,
  });
}

export const employeePageQueryOptions = (query: EmployeePageQuery) =>
  labelQueryOptions(EMPLOYEE_PAGE_LABEL, ({ signal }) => getEmployeePage(query, signal), query);

export function useEmployeePage(query: EmployeePageQuery) {
  // The rows stay while the next page loads, so the table does not jump.
  return useQuery({ ...employeePageQueryOptions(query), placeholderData: keepPreviousData });
}
