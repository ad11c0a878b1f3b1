import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lesson } from '@pamoja/contract/lessons';
import type { Direction } from '../lib/outline-order';
import { OutlineLesson } from './outline-lesson';

export interface DragState {
  lessonId: string | null;
  over: { sectionId: string; beforeLessonId?: string } | null;
}

interface Props {
  section: { id: string; title: string; lessons: Lesson[] };
  index: number;
  count: number;
  /** Whether a lesson is first or last in the whole course (it crosses sections otherwise). */
  isEdge: (lessonId: string, direction: Direction) => boolean;
  drag: DragState;
  setDrag: (drag: DragState) => void;
  onDrop: (target: { sectionId: string; beforeLessonId?: string }) => void;
  onMoveSection: (direction: Direction) => void;
  onMoveLesson: (lessonId: string, direction: Direction) => void;
  onRename: () => void;
  onDelete: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: Lesson) => void;
  onDeleteLesson: (lesson: Lesson) => void;
}

/** A section of the outline with its lessons; dropping on its footer puts a lesson last. */
export function OutlineSection(props: Props) {
  const { t } = useTranslation();
  const { section, drag, setDrag } = props;
  const headingId = `section-${section.id}`;
  const atEnd = drag.over?.sectionId === section.id && !drag.over.beforeLessonId;
  const dropHere = (beforeLessonId?: string) => ({ sectionId: section.id, beforeLessonId });
  return (
    <section className="card mb-3" aria-labelledby={headingId}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 id={headingId} className="h6 mb-0 flex-grow-1 text-break">
          {section.title}
        </h3>
        <span className="btn-group btn-group-sm">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={props.index === 0}
            aria-label={t('studio.outline.sectionUp', { title: section.title })}
            onClick={() => props.onMoveSection(-1)}
          >
            <ArrowUp size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={props.index === props.count - 1}
            aria-label={t('studio.outline.sectionDown', { title: section.title })}
            onClick={() => props.onMoveSection(1)}
          >
            <ArrowDown size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            aria-label={t('studio.outline.renameSection', { title: section.title })}
            onClick={props.onRename}
          >
            <Pencil size={14} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            aria-label={t('studio.outline.deleteSection', { title: section.title })}
            onClick={props.onDelete}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
        </span>
      </div>
      <ul
        className="list-group list-group-flush"
        aria-label={t('studio.outline.lessonsOf', { title: section.title })}
      >
        {section.lessons.map((lesson) => (
          <OutlineLesson
            key={lesson.id}
            lesson={lesson}
            first={props.isEdge(lesson.id, -1)}
            last={props.isEdge(lesson.id, 1)}
            dragging={drag.lessonId === lesson.id}
            dropTarget={drag.over?.beforeLessonId === lesson.id}
            onMove={(direction) => props.onMoveLesson(lesson.id, direction)}
            onEdit={() => props.onEditLesson(lesson)}
            onDelete={() => props.onDeleteLesson(lesson)}
            onDragStart={() => setDrag({ lessonId: lesson.id, over: null })}
            onDragOver={() => setDrag({ ...drag, over: dropHere(lesson.id) })}
            onDrop={() => props.onDrop(dropHere(lesson.id))}
            onDragEnd={() => setDrag({ lessonId: null, over: null })}
          />
        ))}
      </ul>
      <div
        className={`card-body py-2 ${atEnd ? 'studio-drop-target' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDrag({ ...drag, over: dropHere() });
        }}
        onDrop={(event) => {
          event.preventDefault();
          props.onDrop(dropHere());
        }}
      >
        {section.lessons.length === 0 && (
          <p className="small text-body-secondary mb-2">{t('studio.outline.emptySection')}</p>
        )}
        <button
          type="button"
          className="btn btn-outline-primary btn-sm d-inline-flex align-items-center gap-1"
          onClick={props.onAddLesson}
        >
          <Plus size={14} aria-hidden="true" />
          {t('studio.outline.addLesson', { title: section.title })}
        </button>
      </div>
    </section>
  );
}
