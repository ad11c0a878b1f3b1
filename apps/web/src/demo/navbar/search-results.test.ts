import { House } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { buildSearchPages } from '../mock/data/search-pages-data';
import type { MainSearch } from '../mock/schemas/search-schema';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { mergePages, searchGroups, SEARCH_LIMIT } from './search-results';

const file = (title: string) => ({ title, by: 'A', size: '1kb', file: 'pdf' });
const contact = (title: string, email: string) => ({ title, email, img: '', date: '2024-01-01' });
const demo: MainSearch = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 10, data: buildSearchPages() },
    {
      groupTitle: 'Files',
      searchLimit: 10,
      data: ['a', 'b', 'c', 'd', 'e'].map((x) => file(`report-${x}.pdf`)),
    },
    { groupTitle: 'Contacts', searchLimit: 10, data: [contact('Zawadi', 'report@x.test')] },
  ],
};
const menu = [
  { key: 'wallet', title: 'Pochi', link: '/wallet', icon: House },
  { key: 'coming-soon', title: 'Bientôt disponible', link: '/misc/coming-soon', icon: House },
];

describe('the search’s groups', () => {
  it('cut each group at four, whatever the answer’s limit', () => {
    const found = searchGroups('report', mergePages(menu, demo), demo);
    expect(SEARCH_LIMIT).toBe(4);
    expect(found.files).toHaveLength(4);
    expect(found.contacts.map((c) => c.title)).toEqual(['Zawadi']); // found by e-mail
  });

  it('put the menu’s pages first, translated, and keep a page in both once with the mock’s id', () => {
    const pages = mergePages(menu, demo);
    const soon = pages.filter((page) => page.link === '/misc/coming-soon');
    expect(soon).toHaveLength(1);
    expect(soon[0]).toMatchObject({ title: 'Bientôt disponible', bookmarkId: expect.any(Number) });
    expect(pages[0]?.title).toBe('Pochi');
    expect(pages[0]?.bookmarkId).toBeUndefined();
  });

  it('ignore case and accents, and find nothing for a blank box', () => {
    const pages = mergePages(menu, demo);
    expect(searchGroups('BIENTOT', pages, demo).pages.map((page) => page.title)).toEqual([
      'Bientôt disponible',
    ]);
    expect(searchGroups('   ', pages, demo)).toEqual({ pages: [], files: [], contacts: [] });
  });

  it('search the menu’s pages before the demo has answered', () => {
    expect(searchGroups('poch', menu).pages.map((page) => page.key)).toEqual(['wallet']);
  });
});

describe('recent searches', () => {
  it('keep the last five, newest first, each once whatever its case', () => {
    for (const term of ['one', 'two', 'three', 'four', 'five', 'six', ' TWO ', ''])
      rememberSearch(term);
    expect(readRecentSearches()).toEqual(['TWO', 'six', 'five', 'four', 'three']);
  });
});
