import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@pamoja/contract/courses';
import type { Lesson } from '@pamoja/contract/lessons';
import { useSaveOutline } from '../api/save-outline';
import { dropLesson, locate, moveLesson, moveSection, toOutlineInput } from '../lib/outline-order';
import type { Direction, OutlineSection } from '../lib/outline-order';

type Outline = OutlineSection<Lesson>[];

/**
 * The outline as shown: moved at once, the full order sent to the server after each move, and
 * put back (and said so) when the server refuses. `announcement` is for the live region.
 */
export function useOutlineOrder(course: CourseDetail) {
  const { t } = useTranslation();
  const save = useSaveOutline();
  const server = JSON.stringify(toOutlineInput(course.sections));
  const [shown, setShown] = useState<{ server: string; outline: Outline }>({
    server,
    outline: course.sections,
  });
  const [announcement, setAnnouncement] = useState('');
  // A new answer from the server (after a save, an added lesson) replaces the local order.
  const outline = shown.server === server ? shown.outline : course.sections;

  const apply = (next: Outline | null, said: string) => {
    if (!next) return;
    setShown({ server, outline: next });
    setAnnouncement(said);
    save.mutate(
      { courseId: course.id, outline: toOutlineInput(next) },
      {
        onError: () => {
          setShown({ server, outline: course.sections });
          setAnnouncement(t('studio.outline.moveFailed'));
        },
      },
    );
  };

  const placeOf = (next: Outline, lessonId: string) => {
    const at = locate(next, lessonId);
    const section = at ? next[at.sectionIndex] : undefined;
    return {
      position: (at?.index ?? 0) + 1,
      count: section?.lessons.length ?? 0,
      section: section?.title ?? '',
    };
  };

  return {
    outline,
    announcement,
    pending: save.isPending,
    isEdge: (lessonId: string, direction: Direction) =>
      moveLesson(outline, lessonId, direction) === null,
    moveLesson: (lesson: Lesson, direction: Direction) => {
      const next = moveLesson(outline, lesson.id, direction);
      if (next)
        apply(
          next,
          t('studio.outline.lessonMoved', { title: lesson.title, ...placeOf(next, lesson.id) }),
        );
    },
    moveSection: (section: { id: string; title: string }, direction: Direction) => {
      const next = moveSection(outline, section.id, direction);
      const position = (next?.findIndex((one) => one.id === section.id) ?? 0) + 1;
      apply(
        next,
        t('studio.outline.sectionMoved', { title: section.title, position, count: outline.length }),
      );
    },
    drop: (lesson: Lesson, target: { sectionId: string; beforeLessonId?: string }) => {
      const next = dropLesson(outline, lesson.id, target);
      if (next)
        apply(
          next,
          t('studio.outline.lessonMoved', { title: lesson.title, ...placeOf(next, lesson.id) }),
        );
    },
  };
}
