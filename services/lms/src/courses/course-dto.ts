import type { Course, CompletionRule } from '@pamoja/contract/courses';
import type { Lesson, Material } from '@pamoja/contract/lessons';
import type { CourseRow } from './course-repository';
import type { LessonRow, MaterialRow } from './outline-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toCourse = (row: CourseRow): Course => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  description: row.description,
  category: row.category,
  level: row.level as Course['level'],
  language: row.language,
  thumbnailFileId: row.thumbnail_file_id,
  status: row.status as Course['status'],
  estimatedMinutes: row.estimated_minutes,
  completionRule: row.completion_rule as CompletionRule,
  publishedAt: iso(row.published_at),
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export const materialUrl = (lessonId: string, materialId: string) =>
  `/lms/v1/lessons/${lessonId}/materials/${materialId}`;

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  url: materialUrl(row.lesson_id, row.id),
  createdAt: row.created_at.toISOString(),
});

type Content = Record<string, unknown>;

/**
 * What a question keeps from learners until they answer: the correct options, and the
 * explanation, which would often give them away. Only the graded attempt shows both.
 */
const WITHHELD = new Set(['correct', 'explanation']);

/** A quiz without its answers: what a learner may see before answering. */
function withoutAnswers(content: Content): Content {
  const questions = Array.isArray(content.questions) ? content.questions : [];
  return {
    ...content,
    questions: questions.map((question: Content) =>
      Object.fromEntries(Object.entries(question).filter(([key]) => !WITHHELD.has(key))),
    ),
  };
}

/** `withAnswers` only for the course's editors: learners never get `correct` or `explanation`. */
export function toLesson(row: LessonRow, materials: MaterialRow[], withAnswers: boolean): Lesson {
  const content = row.content as Content;
  return {
    id: row.id,
    courseId: row.course_id,
    sectionId: row.section_id,
    title: row.title,
    type: row.type as Lesson['type'],
    position: row.position,
    required: row.required,
    estimatedMinutes: row.estimated_minutes,
    content: row.type === 'QUIZ' && !withAnswers ? withoutAnswers(content) : content,
    materials: materials.filter((m) => m.lesson_id === row.id).map(toMaterial),
  };
}
