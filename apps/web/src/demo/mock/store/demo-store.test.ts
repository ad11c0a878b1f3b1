import { expect, test } from 'vitest';
import { demoStore, resetDemoStore } from './demo-store';

test('the seeded data comes in the sample counts', () => {
  resetDemoStore();
  const store = demoStore();
  expect(store.invoices).toHaveLength(36);
  expect(store.directoryUsers).toHaveLength(50);
  expect(store.products).toHaveLength(27);
  expect(store.employees).toHaveLength(100);
  expect(store.permissions).toHaveLength(9);
  expect(store.films).toHaveLength(100);
});

test('the same seed gives the same data after a reset, and the store is one object until then', () => {
  resetDemoStore();
  const first = demoStore();
  expect(demoStore()).toBe(first);
  resetDemoStore();
  const second = demoStore();
  expect(second).not.toBe(first);
  // Everything but what follows today's date (event days, mail times, shipping days).
  for (const key of [
    'invoices',
    'directoryUsers',
    'products',
    'employees',
    'permissions',
    'films',
    'blog',
    'faq',
  ] as const) {
    expect(second[key]).toEqual(first[key]);
  }
  expect(second.events.map((event) => event.title)).toEqual(
    first.events.map((event) => event.title),
  );
});

test('ids are unique where pages look things up by them', () => {
  const store = demoStore();
  const unique = (values: unknown[]) => new Set(values).size === values.length;
  expect(unique(store.invoices.map(({ invoice }) => invoice.id))).toBe(true);
  expect(unique(store.directoryUsers.map((user) => user.email))).toBe(true);
  expect(unique(store.directoryUsers.map((user) => user.username))).toBe(true);
  expect(unique(store.products.map(({ product }) => product.slug))).toBe(true);
  expect(unique(store.emails.map((email) => email.id))).toBe(true);
});
