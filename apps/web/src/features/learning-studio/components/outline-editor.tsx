import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@pamoja/contract/courses';
import { useOutlineOrder } from '../hooks/use-outline-order';
import { locate } from '../lib/outline-order';
import { LessonDialog } from './lesson-dialog';
import type { LessonEditing } from './lesson-dialog';
import { OutlineDeleteDialog } from './outline-delete-dialog';
import type { Deleting } from './outline-delete-dialog';
import { OutlineSection } from './outline-section';
import type { DragState } from './outline-section';
import { SectionTitleDialog } from './section-title-dialog';
import type { SectionEditing } from './section-title-dialog';
import '../learning-studio.scss';

/** The Outline tab: sections and lessons, added, edited, deleted and put in order. */
export function OutlineEditor({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const order = useOutlineOrder(course);
  const [drag, setDrag] = useState<DragState>({ lessonId: null, over: null });
  const [lesson, setLesson] = useState<LessonEditing | null>(null);
  const [section, setSection] = useState<SectionEditing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const drop = (target: { sectionId: string; beforeLessonId?: string }) => {
    const at = drag.lessonId ? locate(order.outline, drag.lessonId) : null;
    const moved = at ? order.outline[at.sectionIndex]?.lessons[at.index] : undefined;
    setDrag({ lessonId: null, over: null });
    if (moved) order.drop(moved, target);
  };

  return (
    <>
      <p className="small text-body-secondary">{t('studio.outline.help')}</p>
      <div className="visually-hidden" role="status" aria-live="polite">
        {order.announcement}
      </div>
      {order.outline.length === 0 && <p>{t('studio.outline.empty')}</p>}
      {order.outline.map((one, index) => (
        <OutlineSection
          key={one.id}
          section={one}
          index={index}
          count={order.outline.length}
          isEdge={order.isEdge}
          drag={drag}
          setDrag={setDrag}
          onDrop={drop}
          onMoveSection={(direction) => order.moveSection(one, direction)}
          onMoveLesson={(lessonId, direction) => {
            const found = one.lessons.find((item) => item.id === lessonId);
            if (found) order.moveLesson(found, direction);
          }}
          onRename={() => setSection({ id: one.id, title: one.title })}
          onDelete={() => setDeleting({ kind: 'section', id: one.id, title: one.title })}
          onAddLesson={() => setLesson({ sectionId: one.id })}
          onEditLesson={(item) => setLesson({ sectionId: one.id, lesson: item })}
          onDeleteLesson={(item) => setDeleting({ kind: 'lesson', id: item.id, title: item.title })}
        />
      ))}
      <button
        type="button"
        className="btn btn-outline-primary d-inline-flex align-items-center gap-2"
        onClick={() => setSection({ title: '' })}
      >
        <Plus size={16} aria-hidden="true" />
        {t('studio.outline.addSection')}
      </button>
      <LessonDialog courseId={course.id} editing={lesson} onHide={() => setLesson(null)} />
      <SectionTitleDialog courseId={course.id} editing={section} onHide={() => setSection(null)} />
      <OutlineDeleteDialog
        courseId={course.id}
        deleting={deleting}
        onHide={() => setDeleting(null)}
      />
    </>
  );
}
