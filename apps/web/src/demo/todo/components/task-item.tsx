import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, RotateCcw, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../mock/schemas/task-schema';
import { TAG_TONES } from '../lib/todo-views';

interface TaskItemProps {
  task: Task;
  /** False while a sort decides the order: then there is nothing to drag. */
  draggable: boolean;
  onOpen: (task: Task) => void;
  onChange: (task: Task) => void;
  onDelete: (task: Task) => void;
}

/** One task: handle, done box, title (opens the editor), tags, due day, assignee, actions. */
export function TaskItem({ task, draggable, onOpen, onChange, onDelete }: TaskItemProps) {
  const { t, i18n } = useTranslation('demo-todo');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !draggable,
  });
  const style = {
    transform: CSS.Transform.toString(transform),
    transition,
  };
  const due = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(
    new Date(task.dueDate),
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`todo-item${task.isCompleted ? ' is-completed' : ''}${isDragging ? ' is-dragging' : ''}`}
    >
      {draggable && (
        <button
          type="button"
          className="btn btn-sm btn-link todo-handle"
          aria-label={t('item.move', { title: task.title })}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={16} aria-hidden="true" />
        </button>
      )}
      <input
        type="checkbox"
        className="form-check-input m-0 flex-shrink-0"
        checked={task.isCompleted}
        disabled={task.isDeleted}
        aria-label={t('item.complete', { title: task.title })}
        onChange={() => onChange({ ...task, isCompleted: !task.isCompleted })}
      />
      <button type="button" className="todo-title btn btn-link" onClick={() => onOpen(task)}>
        {task.title}
      </button>
      <span className="todo-meta">
        {task.tags.map((tag) => (
          <span
            key={tag}
            className={`badge rounded-pill bg-${TAG_TONES[tag]}-subtle text-${TAG_TONES[tag]}-emphasis`}
          >
            {t(`tags.${tag}`)}
          </span>
        ))}
        <time dateTime={task.dueDate} className="small text-body-secondary text-nowrap">
          {due}
        </time>
        {task.assignee && (
          <img
            src={task.assignee.avatar}
            alt={t('item.assignee', { name: task.assignee.fullName })}
            title={task.assignee.fullName}
            width={28}
            height={28}
            className="rounded-circle"
          />
        )}
      </span>
      <span className="todo-actions">
        <button
          type="button"
          className={`btn btn-sm btn-link ${task.isImportant ? 'text-warning' : 'text-body-secondary'}`}
          aria-pressed={task.isImportant}
          aria-label={t('item.important', { title: task.title })}
          disabled={task.isDeleted}
          onClick={() => onChange({ ...task, isImportant: !task.isImportant })}
        >
          <Star size={16} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
        </button>
        {task.isDeleted ? (
          <button
            type="button"
            className="btn btn-sm btn-link text-body-secondary"
            aria-label={t('item.restore', { title: task.title })}
            onClick={() => onChange({ ...task, isDeleted: false })}
          >
            <RotateCcw size={16} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-sm btn-link text-body-secondary"
            aria-label={t('item.delete', { title: task.title })}
            onClick={() => onDelete(task)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        )}
      </span>
    </li>
  );
}
