import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { menuLinks, type MenuSection } from '../../shared/layout/menu-types';
import { Modal } from '../../shared/ui/modal';
import { useBookmarksStore } from './bookmarks-store';
import { fetchMainSearch, toggleBookmark } from './demo-search-api';
import { readRecentSearches, rememberSearch } from './recent-searches';
import { mergePages, searchGroups } from './search-results';
import { SearchList, type SearchSection } from './search-list';
import type { SearchChoice } from './search-option';
import './navbar-search.scss';

interface SearchDialogProps {
  show: boolean;
  onHide: () => void;
  /** The menu as the active role sees it: its pages are searched with the demo's. */
  menu: readonly MenuSection[];
}

/** The navbar's global search: pages (the product's and the demo's), files and contacts. */
export function SearchDialog({ show, onHide, menu }: SearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState(readRecentSearches);
  const bookmarks = useBookmarksStore((state) => state.bookmarks);
  const demo = useQuery({
    queryKey: ['demo', 'main-search'],
    // The mock's word on bookmarks replaces the navbar's cached copy.
    queryFn: async () => {
      const data = await fetchMainSearch();
      useBookmarksStore.getState().replace(data.searchArr[0].data);
      return data;
    },
    enabled: show,
  });

  const menuPages = useMemo(
    () =>
      menuLinks(menu).map((link) => ({
        key: link.id,
        title: t(link.titleKey),
        link: link.to,
        icon: 'icon' in link ? link.icon : undefined,
      })),
    [menu, t],
  );
  const sections = useMemo<SearchSection[]>(() => {
    if (!query.trim()) {
      const terms = recent.map((term): SearchChoice => ({ kind: 'recent', term }));
      return [{ key: 'recent', title: t('demoNavbar.recent'), choices: terms }];
    }
    const found = searchGroups(query, mergePages(menuPages, demo.data), demo.data);
    return [
      {
        key: 'pages',
        title: t('demoNavbar.groups.pages'),
        choices: found.pages.map((page) => ({ kind: 'page', page })),
      },
      {
        key: 'files',
        title: t('demoNavbar.groups.files'),
        choices: found.files.map((file) => ({ kind: 'file', file })),
      },
      {
        key: 'contacts',
        title: t('demoNavbar.groups.contacts'),
        choices: found.contacts.map((contact) => ({ kind: 'contact', contact })),
      },
    ];
  }, [query, recent, menuPages, demo.data, t]);
  const choices = sections.flatMap((section) => section.choices);
  const current = choices[Math.min(active, choices.length - 1)];

  const star = (choice: SearchChoice | undefined) => {
    if (choice?.kind !== 'page' || choice.page.bookmarkId === undefined) return;
    void toggleBookmark(choice.page.bookmarkId).then(useBookmarksStore.getState().apply);
  };
  const choose = (choice: SearchChoice | undefined) => {
    if (choice?.kind === 'recent') {
      setQuery(choice.term);
      setActive(0);
    } else if (choice?.kind === 'page') {
      setRecent(rememberSearch(query));
      onHide();
      void navigate(choice.page.link);
    }
    // Files and contacts are the demo's samples: there is nothing behind them to open.
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && choices.length > 0) {
      event.preventDefault();
      setActive((index) => (index + step + choices.length) % choices.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (event.shiftKey) star(current);
      else choose(current);
    }
  };

  return (
    <Modal
      show={show}
      onHide={onHide}
      aria-labelledby={`${listId}-title`}
      className="navbar-search-dialog"
      onEntered={() => input.current?.focus()}
      // Each opening starts afresh, on the recent searches.
      onExited={() => {
        setQuery('');
        setActive(0);
      }}
    >
      <Modal.Header closeButton closeLabel={t('ui.close')}>
        <Modal.Title id={`${listId}-title`} as="h2" className="visually-hidden">
          {t('demoNavbar.search')}
        </Modal.Title>
        <Search size={20} aria-hidden="true" />
        <input
          ref={input}
          autoFocus
          type="text"
          role="combobox"
          className="form-control navbar-search-input"
          aria-label={t('demoNavbar.search')}
          aria-expanded={choices.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? `${listId}-${choices.indexOf(current)}` : undefined}
          aria-describedby={`${listId}-keys`}
          placeholder={t('demoNavbar.placeholder')}
          value={query}
          autoComplete="off"
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </Modal.Header>
      <Modal.Body>
        <SearchList
          id={listId}
          query={query}
          sections={sections}
          active={current ? choices.indexOf(current) : -1}
          bookmarked={new Set(bookmarks.map((item) => item.id))}
          demoState={demo.isPending ? 'loading' : demo.isError ? 'error' : 'ready'}
          onChoose={choose}
          onHover={setActive}
          onStar={star}
        />
        <p id={`${listId}-keys`} className="navbar-search-keys text-body-secondary">
          {t('demoNavbar.keys')}
        </p>
      </Modal.Body>
    </Modal>
  );
}
