import { http, HttpResponse } from 'msw';
import { pageOf } from '../lib/paginate';
import { directionOf, matchesTerm, queryOf, sortedBy, termOf } from '../lib/query';
import type { Employee, EmployeePage } from '../schemas/employee-schema';
import { demoStore } from '../store/demo-store';

// The columns a server-side table may sort by; anything else keeps the id order.
const SORTABLE = ['full_name', 'post', 'email', 'city', 'start_date', 'salary', 'age'] as const;
type SortColumn = (typeof SORTABLE)[number];

function isSortColumn(value: string | null): value is SortColumn {
  return SORTABLE.some((column) => column === value);
}

export const datatablesHandlers = [
  http.get('/api/datatables/initial-data', () =>
    HttpResponse.json<Employee[]>(demoStore().employees),
  ),

  // `q` searches, `sortColumn` + `sort` (asc|desc) order, `page` + `perPage` cut the page.
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
    const column = params.get('sortColumn');
    const ordered = isSortColumn(column)
      ? sortedBy(matching, (employee) => employee[column], directionOf(params, 'asc'))
      : matching;
    return HttpResponse.json<EmployeePage>({
      total: matching.length,
      data: pageOf(ordered, params),
    });
  }),
];
