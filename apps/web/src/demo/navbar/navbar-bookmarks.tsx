import { lazy, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { Star } from 'lucide-react';
import { useDisclosure } from '../../shared/hooks/use-disclosure';
import { useBookmarksStore } from './bookmarks-store';
import { PageMark } from './page-mark';
import './navbar-tools.scss';

const BookmarksPanel = lazy(async () => ({
  default: (await import('./bookmarks-panel')).BookmarksPanel,
}));

/** demo/demo-routes.ts's route that starts the mock; under it the mock is known to run. */
export const DEMO_MOCK_ROUTE_ID = 'demo-main';

/**
 * On a demo page the mock runs already (its route started it), so the bookmarks are asked for
 * there; elsewhere the cached copy is drawn and nothing of the mock loads.
 */
function useBookmarksFromMockOnDemoPages(): void {
  const onDemoPage = useMatches().some((match) => match.id === DEMO_MOCK_ROUTE_ID);
  useEffect(() => {
    if (!onDemoPage) return;
    void import('./demo-search-api')
      .then((api) => api.fetchBookmarks())
      .then((data) => useBookmarksStore.getState().replace(data.suggestions))
      // The cached copy stays; the panel says so if the mock cannot be reached.
      .catch(() => undefined);
  }, [onDemoPage]);
}

/** The navbar's bookmarked pages (wide screens), and the star that opens the bookmarks. */
export function NavbarBookmarks() {
  const { t } = useTranslation();
  const panelId = useId();
  const bookmarks = useBookmarksStore((state) => state.bookmarks);
  const { open, setOpen, root, toggle } = useDisclosure();
  useBookmarksFromMockOnDemoPages();

  return (
    <div className="navbar-bookmarks" ref={root}>
      {bookmarks.length > 0 && (
        <ul className="navbar-bookmark-links" aria-label={t('demoNavbar.bookmarks')}>
          {bookmarks.map((bookmark) => (
            <li key={bookmark.id}>
              <Link
                to={bookmark.link}
                className="btn btn-icon"
                aria-label={bookmark.title}
                title={bookmark.title}
              >
                <PageMark title={bookmark.title} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={toggle}
        type="button"
        className="btn btn-icon"
        aria-label={t('demoNavbar.bookmarksOpen')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Star size={20} aria-hidden="true" className="text-warning" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <BookmarksPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
