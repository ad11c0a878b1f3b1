import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface ListToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  /** The "New …" button; absent in read-only mode. */
  action?: ReactNode;
}

/** Search box and the list's main action, above every list of this feature. */
export function ListToolbar({ search, onSearch, action }: ListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-3">
      <div>
        <label className="form-label visually-hidden" htmlFor={id}>
          {t('organisations.search')}
        </label>
        <div className="input-group input-group-sm">
          <span className="input-group-text" aria-hidden="true">
            <Search size={14} />
          </span>
          <input
            id={id}
            type="search"
            className="form-control"
            placeholder={t('organisations.search')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      {action}
    </div>
  );
}
