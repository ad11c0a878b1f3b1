import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import type { MenuSection } from '../../shared/layout/menu-types';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(async () => ({ default: (await loadDialog()).SearchDialog }));

/** Whether a key press is someone typing: `/` then belongs to the field, not to the search. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element?.isContentEditable || element?.closest?.('input, textarea, select, [role="textbox"]'),
  );
}

/**
 * The navbar's search button, and its keys: Ctrl/⌘+K anywhere, `/` when not typing. The dialog's
 * code (and the demo data it fetches) loads on the first open, never with the page.
 */
export function SearchButton({ menu }: { menu: readonly MenuSection[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey);
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey;
      if (!commandK && !(slash && !typing(event.target))) return;
      event.preventDefault();
      setOpened(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        className="btn btn-icon"
        aria-label={t('demoNavbar.search')}
        aria-keyshortcuts="Control+K Meta+K /"
        title={t('demoNavbar.searchHint')}
        // A pointer on its way to the button is a good moment to fetch the dialog's code.
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Search size={20} aria-hidden="true" />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SearchDialog show={open} onHide={() => setOpen(false)} menu={menu} />
        </Suspense>
      )}
    </>
  );
}
