import { useQuery } from '@tanstack/react-query';
import { labelQueryOptions } from '../../../shared/http/query-options';
import { request } from '../../../shared/http/request';
import type { Employee } from '../../mock/schemas/employee-schema';

export const EMPLOYEES_LABEL = 'demo.datatables.employees';

/** `GET /api/datatables/initial-data`: all 100 employees, for the tables that work in the page. */
export function listEmployees(signal?: AbortSignal): Promise<Employee[]> {
  return request<Employee[]>({
    method: 'GET',
    apiType: 'demo',
    url: 'api/datatables/initial-data',
    label: EMPLOYEES_LABEL,
    signal,
  });
}

export const employeesQueryOptions = () =>
  labelQueryOptions(EMPLOYEES_LABEL, ({ signal }) => listEmployees(signal));

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
