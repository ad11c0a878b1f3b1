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
