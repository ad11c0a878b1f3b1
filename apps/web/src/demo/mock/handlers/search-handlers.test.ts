import { expect, test } from 'vitest';
import { bookmarksDataSchema, mainSearchSchema, searchPageSchema } from '../schemas/search-schema';
import { resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

test('the global search has Pages, Files and Contacts, four results each', async () => {
  const { searchArr } = mainSearchSchema.parse((await demoGet('/api/main-search/data')).body);
  expect(searchArr.map((group) => [group.groupTitle, group.searchLimit])).toEqual([
    ['Pages', 4],
    ['Files', 4],
    ['Contacts', 4],
  ]);
  expect(searchArr[0].data.map((page) => page.link)).toContain('/apps/invoice/list');
  expect(searchArr[1].data.length).toBeGreaterThan(0);
  expect(searchArr[2].data.length).toBeGreaterThan(0);
});

test('bookmarks: suggestions and the bookmarked pages; update toggles one until reset', async () => {
  const before = bookmarksDataSchema.parse((await demoGet('/api/bookmarks/data')).body);
  expect(before.bookmarks.length).toBeGreaterThan(0);
  expect(before.bookmarks.every((page) => page.isBookmarked)).toBe(true);
  const target = before.suggestions.find((page) => !page.isBookmarked);
  const toggled = await demoCall('POST', '/api/bookmarks/update', { body: { id: target?.id } });
  expect(searchPageSchema.parse(toggled.body).isBookmarked).toBe(true);
  const after = bookmarksDataSchema.parse((await demoGet('/api/bookmarks/data')).body);
  expect(after.bookmarks.map((page) => page.id)).toContain(target?.id);
  await demoCall('POST', '/api/bookmarks/update', { body: { id: target?.id } });
  const back = bookmarksDataSchema.parse((await demoGet('/api/bookmarks/data')).body);
  expect(back.bookmarks).toEqual(before.bookmarks);
  await demoCall('POST', '/api/bookmarks/update', { body: { id: before.bookmarks[0]?.id } });
  resetDemoStore();
  expect(bookmarksDataSchema.parse((await demoGet('/api/bookmarks/data')).body)).toEqual(before);
  expect((await demoCall('POST', '/api/bookmarks/update', { body: { id: 9999 } })).status).toBe(
    404,
  );
});
