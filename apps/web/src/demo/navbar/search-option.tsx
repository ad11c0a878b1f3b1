import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Star } from 'lucide-react';
import type { SearchContact, SearchFile } from '../mock/schemas/search-schema';
import { PageMark } from './page-mark';
import type { PageHit } from './search-results';

/** One row of the search's list; `kind` says what choosing it does. */
export type SearchChoice =
  | { kind: 'page'; page: PageHit }
  | { kind: 'file'; file: SearchFile }
  | { kind: 'contact'; contact: SearchContact }
  | { kind: 'recent'; term: string };

interface SearchOptionProps {
  id: string;
  choice: SearchChoice;
  active: boolean;
  bookmarked: boolean;
  onChoose: () => void;
  onHover: () => void;
  onStar: () => void;
}

/**
 * An option of the listbox. The star is for the mouse only (a control cannot sit inside an
 * option); the keyboard toggles it with Shift+Enter, and the state is read out with the option.
 */
export function SearchOption(props: SearchOptionProps) {
  const { id, choice, active, bookmarked, onChoose, onHover, onStar } = props;
  const { t } = useTranslation();
  const star = (event: MouseEvent) => {
    event.stopPropagation();
    onStar();
  };
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      className={`search-option${active ? ' active' : ''}`}
      // Keeps the focus in the box: the list is driven from there.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      {choice.kind === 'page' && (
        <>
          {choice.page.icon ? (
            <choice.page.icon size={18} aria-hidden="true" />
          ) : (
            <PageMark title={choice.page.title} />
          )}
          <span className="search-option-title">{choice.page.title}</span>
          {bookmarked && <span className="visually-hidden">{t('demoNavbar.bookmarked')}</span>}
          {choice.page.bookmarkId !== undefined && (
            <span
              className={`search-option-star${bookmarked ? ' on' : ''}`}
              title={t(bookmarked ? 'demoNavbar.unbookmark' : 'demoNavbar.bookmark')}
              aria-hidden="true"
              data-testid={`star-${choice.page.bookmarkId}`}
              onClick={star}
            >
              <Star size={16} fill={bookmarked ? 'currentColor' : 'none'} />
            </span>
          )}
        </>
      )}
      {choice.kind === 'file' && (
        <>
          <span className="page-mark file-mark" aria-hidden="true">
            {choice.file.file.slice(0, 4).toUpperCase()}
          </span>
          <span className="search-option-title">
            {choice.file.title}
            <small className="d-block text-body-secondary">
              {t('demoNavbar.fileBy', { by: choice.file.by, size: choice.file.size })}
            </small>
          </span>
        </>
      )}
      {choice.kind === 'contact' && (
        <>
          <img src={choice.contact.img} alt="" width={28} height={28} className="rounded-circle" />
          <span className="search-option-title">
            {choice.contact.title}
            <small className="d-block text-body-secondary">{choice.contact.email}</small>
          </span>
        </>
      )}
      {choice.kind === 'recent' && (
        <>
          <Search size={18} aria-hidden="true" />
          <span className="search-option-title">{choice.term}</span>
        </>
      )}
    </div>
  );
}
