import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchOption, type SearchChoice } from './search-option';

export interface SearchSection {
  key: string;
  title: string;
  choices: SearchChoice[];
}

interface SearchListProps {
  id: string;
  query: string;
  sections: readonly SearchSection[];
  /** Index of the highlighted choice over all sections, -1 for none. */
  active: number;
  bookmarked: ReadonlySet<number>;
  /** The demo's part of the results (files, contacts, the demo's pages). */
  demoState: 'loading' | 'error' | 'ready';
  onChoose: (choice: SearchChoice) => void;
  onHover: (index: number) => void;
  onStar: (choice: SearchChoice) => void;
}

/** The search's results in groups (or the recent searches), and what to say when there are none. */
export function SearchList(props: SearchListProps) {
  const { id, query, sections, active, bookmarked, demoState } = props;
  const { t } = useTranslation();
  const filled = sections.filter((section) => section.choices.length > 0);
  const blank = !query.trim();

  // The highlighted row stays in sight while the arrows move through a long list.
  useEffect(() => {
    document.getElementById(`${id}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  let index = 0;
  return (
    <>
      {/* Only with rows in it: an empty listbox is a broken one to a screen reader. */}
      {filled.length > 0 && (
        <div id={id} role="listbox" aria-label={t('demoNavbar.results')} className="search-list">
          {filled.map((section) => (
            <div key={section.key} role="group" aria-labelledby={`${id}-${section.key}`}>
              <div id={`${id}-${section.key}`} className="search-group-title">
                {section.title}
              </div>
              {section.choices.map((choice) => {
                const at = index++;
                return (
                  <SearchOption
                    key={at}
                    id={`${id}-${at}`}
                    choice={choice}
                    active={at === active}
                    bookmarked={
                      choice.kind === 'page' && bookmarked.has(choice.page.bookmarkId ?? -1)
                    }
                    onChoose={() => props.onChoose(choice)}
                    onHover={() => props.onHover(at)}
                    onStar={() => props.onStar(choice)}
                  />
                );
              })}
            </div>
          ))}
        </div>
      )}
      <div role="status" className="search-state">
        {blank && filled.length === 0 && <p>{t('demoNavbar.start')}</p>}
        {!blank && filled.length === 0 && demoState !== 'loading' && (
          <p className="search-empty">{t('demoNavbar.empty', { query: query.trim() })}</p>
        )}
        {!blank && demoState === 'loading' && <p>{t('demoNavbar.loading')}</p>}
        {demoState === 'error' && <p className="text-danger-emphasis">{t('demoNavbar.failed')}</p>}
      </div>
    </>
  );
}
