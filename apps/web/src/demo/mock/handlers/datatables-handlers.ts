import { http, HttpResponse } from 'msw';
import { pageOf } from '../lib/paginate';
import { matchesTerm, queryOf, termOf } from '../lib/query';
import type { Employee, EmployeePage } from '../schemas/employee-schema';
import { demoStore } from '../store/demo-store';

export const datatablesHandlers = [
  http.get('/api/datatables/initial-data', () =>
    HttpResponse.json<Employee[]>(demoStore().employees),
  ),

  http.get('/api/datatables/data', ({ request }) => {
    const params = queryOf(request);
    const term = termOf(params);
    const matching = demoStore().employees.filter((employee) =>
      matchesTerm(
        term,
        employee.full_name,
        employee.post,
        employee.email,
        employee.city,
        employee.start_date,
        employee.salary,
        employee.age,
      ),
    );
    return HttpResponse.json<EmployeePage>({
      total: matching.length,
      data: pageOf(matching, params),
    });
  }),
];
