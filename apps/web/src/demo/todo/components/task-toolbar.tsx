import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../shared/ui/search-box';
import { TODO_SORTS, isTaskSort } from '../lib/todo-views';
import type { TaskSort } from '../lib/todo-views';

interface TaskToolbarProps {
  term: string;
  onTerm: (term: string) => void;
  sort: TaskSort | '';
  onSort: (sort: TaskSort | '') => void;
}

/** Search and order above the list; "your order" is the one tasks were dragged into. */
export function TaskToolbar({ term, onTerm, sort, onSort }: TaskToolbarProps) {
  const { t } = useTranslation('demo-todo');
  const sortId = useId();
  return (
    <div className="todo-toolbar">
      <SearchBox
        className="flex-grow-1"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={term}
        onChange={onTerm}
      />
      <div className="d-flex align-items-center gap-2">
        <label htmlFor={sortId} className="form-label mb-0 text-nowrap">
          {t('sort.label')}
        </label>
        <select
          id={sortId}
          className="form-select"
          value={sort}
          onChange={(event) => onSort(isTaskSort(event.target.value) ? event.target.value : '')}
        >
          <option value="">{t('sort.manual')}</option>
          {TODO_SORTS.map((value) => (
            <option key={value} value={value}>
              {t(`sort.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
