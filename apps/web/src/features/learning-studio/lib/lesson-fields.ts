import type { Path } from 'react-hook-form';
import type { LessonValues } from './lesson-values';

/**
 * Every path of the lesson form a server error may name (`content.questions.2.correct`…), so
 * `applyServerErrors` puts each message on its own field.
 */
export function lessonFieldPaths(values: LessonValues): Path<LessonValues>[] {
  const paths: string[] = ['title', 'sectionId', 'estimatedMinutes', 'type'];
  for (const key of ['markdown', 'url', 'fileId', 'passMark', 'attemptsAllowed', 'questions'])
    paths.push(`content.${key}`);
  values.content.questions.forEach((question, index) => {
    const at = `content.questions.${index}`;
    paths.push(`${at}.text`, `${at}.options`, `${at}.correct`, `${at}.kind`, `${at}.explanation`);
    question.options.forEach((_, option) => paths.push(`${at}.options.${option}.text`));
  });
  return paths as Path<LessonValues>[];
}
