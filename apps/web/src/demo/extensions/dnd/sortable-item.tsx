import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One row of a sortable list: the handle is a button, so Space picks it up and arrows move it. */
export function SortableItem({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation('demo-extensions');
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`list-group-item d-flex align-items-center gap-2 ${isDragging ? 'dnd-dragging' : ''}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="btn btn-sm btn-link text-body-secondary p-0 dnd-handle"
        aria-label={t('dnd.move', { label })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <span>{label}</span>
    </li>
  );
}
