import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import type { Direction } from '../lib/outline-order';

interface Props {
  lesson: Lesson;
  first: boolean;
  last: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onDelete: () => void;
  onDragStart: () => void;
  onDragOver: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

/** A lesson row: dragged by the mouse, or moved one place at a time with its buttons. */
export function OutlineLesson(props: Props) {
  const { t } = useTranslation();
  const { lesson } = props;
  return (
    <li
      className={`list-group-item studio-lesson d-flex flex-wrap align-items-center gap-2 ${props.dropTarget ? 'studio-drop-target' : ''}`}
      draggable
      aria-grabbed={props.dragging}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', lesson.id);
        props.onDragStart();
      }}
      onDragOver={(event) => {
        event.preventDefault();
        props.onDragOver();
      }}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
    >
      <GripVertical
        size={16}
        className="studio-drag-handle text-body-secondary"
        aria-hidden="true"
      />
      <span className="flex-grow-1 text-break">{lesson.title}</span>
      <span className="badge text-bg-light border">{t(`studio.lessonType.${lesson.type}`)}</span>
      <span className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={props.first}
          aria-label={t('studio.outline.lessonUp', { title: lesson.title })}
          onClick={() => props.onMove(-1)}
        >
          <ArrowUp size={14} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={props.last}
          aria-label={t('studio.outline.lessonDown', { title: lesson.title })}
          onClick={() => props.onMove(1)}
        >
          <ArrowDown size={14} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-label={t('studio.outline.editLesson', { title: lesson.title })}
          onClick={props.onEdit}
        >
          <Pencil size={14} aria-hidden="true" />
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          aria-label={t('studio.outline.deleteLesson', { title: lesson.title })}
          onClick={props.onDelete}
        >
          <Trash2 size={14} aria-hidden="true" />
        </button>
      </span>
    </li>
  );
}
