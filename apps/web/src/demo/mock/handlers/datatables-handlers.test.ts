import { expect, test } from 'vitest';
import { employeePageSchema, employeeSchema } from '../schemas/employee-schema';
import type { Employee } from '../schemas/employee-schema';
import { demoStore } from '../store/demo-store';
import { demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function page(query: Record<string, string | number> = {}) {
  return employeePageSchema.parse((await demoGet('/api/datatables/data', query)).body);
}

test('100 employees; the server-side page holds ten by default', async () => {
  const all = (await demoGet<unknown[]>('/api/datatables/initial-data')).body.map((row) =>
    employeeSchema.parse(row),
  );
  expect(all).toHaveLength(100);
  const first = await page();
  expect(first.total).toBe(100);
  expect(first.data.map((row) => row.id)).toEqual(
    Array.from({ length: 10 }, (_, index) => index + 1),
  );
  expect((await page({ page: 3, perPage: 25 })).data.map((row) => row.id)[0]).toBe(51);
});

test('the search narrows by name, post, e-mail or city', async () => {
  const target = demoStore().employees[42] as Employee;
  for (const value of [target.full_name, target.post, target.email, target.city]) {
    const found = await page({ q: value.toUpperCase(), perPage: 100 });
    expect(found.data.map((row) => row.id)).toContain(target.id);
    expect(found.total).toBeLessThan(100);
  }
});

test('the server-side page sorts by a column either way; an unknown column keeps the id order', async () => {
  const bySalary = await page({ sortColumn: 'salary', sort: 'desc', perPage: 100 });
  const salaries = bySalary.data.map((row) => row.salary);
  expect(salaries).toEqual([...salaries].sort((a, b) => b - a));
  const byName = await page({ sortColumn: 'full_name', sort: 'asc' });
  const names = byName.data.map((row) => row.full_name);
  expect(names).toEqual(
    [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
  );
  expect(byName.data[0]?.id).not.toBe(1);
  const unknown = await page({ sortColumn: 'password', sort: 'desc' });
  expect(unknown.data[0]?.id).toBe(1);
});
