import { CheckSquare, Mail, Plus, Star, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { TAG_TONES, TODO_PATH, TODO_TAGS } from '../lib/todo-views';
import type { TaskFilter } from '../lib/todo-views';

const FILTER_LINKS: ReadonlyArray<{ filter: TaskFilter | 'all'; icon: LucideIcon }> = [
  { filter: 'all', icon: Mail },
  { filter: 'important', icon: Star },
  { filter: 'completed', icon: CheckSquare },
  { filter: 'deleted', icon: Trash2 },
];

/** The app's left column: "Add task", the filters and the tags, each a link of its own URL. */
export function TodoSidebar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('demo-todo');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `todo-nav-link${isActive ? ' active' : ''}`;
  return (
    <div className="todo-sidebar">
      <button type="button" className="btn btn-primary w-100 mb-3" onClick={onAdd}>
        <Plus size={16} aria-hidden="true" className="me-1" />
        {t('add')}
      </button>
      <nav aria-label={t('filters.label')}>
        <ul className="todo-nav list-unstyled mb-3">
          {FILTER_LINKS.map(({ filter, icon: Icon }) => (
            <li key={filter}>
              <NavLink
                end
                to={filter === 'all' ? TODO_PATH : `${TODO_PATH}/${filter}`}
                className={linkClass}
              >
                <Icon size={16} aria-hidden="true" />
                {t(`filters.${filter}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="todo-tags-title">
        <h2 id="todo-tags-title" className="todo-nav-heading">
          {t('tags.label')}
        </h2>
        <ul className="todo-nav list-unstyled mb-0">
          {TODO_TAGS.map((tag) => (
            <li key={tag}>
              <NavLink to={`${TODO_PATH}/tag/${tag}`} className={linkClass}>
                <span className={`todo-dot bg-${TAG_TONES[tag]}`} aria-hidden="true" />
                {t(`tags.${tag}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
