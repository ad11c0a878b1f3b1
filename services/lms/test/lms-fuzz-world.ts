import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { complete, enrolledLearner, quizCourse } from './assessment-fixtures';
import {
  call,
  courseWithLessons,
  ok,
  personIn,
  tinyPdf,
  tinyPng,
  upload,
} from './learning-fixtures';

/**
 * Everything the fuzz needs to reach the learning service's handlers: a project of its own with
 * a learner, an INSTRUCTOR, an ADMIN and a SUPER_ADMIN, two published courses (one with a quiz),
 * an enrolment, a started quiz attempt, a material and a certificate, so generated ids can name
 * rows that exist.
 */
export async function lmsFuzzWorld(app: FastifyInstance) {
  const project = `fuzz-${randomUUID().slice(0, 8)}`;
  const [learner, instructor, admin, platform] = await Promise.all([
    personIn(project),
    personIn(project, 'INSTRUCTOR'),
    personIn(project, 'ADMIN'),
    personIn(project, 'SUPER_ADMIN'),
  ]);
  const outline = await courseWithLessons(app, instructor);
  const quiz = await quizCourse(app, instructor);
  const enrolment = await ok(
    call(app, learner, 'POST', 'enrollments', { courseId: quiz.courseId }),
  );
  const attempt = await ok<{ attemptId: string }>(
    call(app, learner, 'POST', `lessons/${quiz.quizId}/attempts/start`),
  );
  await ok(call(app, learner, 'POST', 'enrollments', { courseId: outline.course.id }));
  const material = await ok(upload(app, instructor, outline.text.id, tinyPdf));
  const graduate = await enrolledLearner(app, project, quiz.courseId);
  await complete(app, graduate, quiz);
  const [certificate] = await ok<{ id: string; code: string }[]>(
    call(app, graduate, 'GET', 'certificates/me'),
  );
  if (!certificate) throw new Error('the graduate has no certificate');
  const courses = [outline.course.id, quiz.courseId, outline.course.slug as string];
  const lessons = [outline.text.id, outline.quiz.id, quiz.textId, quiz.quizId];
  const people = [learner.userId, graduate.userId, instructor.userId];
  const ids: Record<string, readonly unknown[]> = {
    courses,
    lessons,
    enrollments: [enrolment.id],
    certificates: [certificate.id],
    progress: lessons,
  };
  const byName: Record<string, readonly unknown[]> = {
    sectionId: [outline.section.id],
    lessonId: lessons,
    materialId: [material.id],
    courseId: courses.slice(0, 2),
    lessonIds: [lessons.slice(0, 2)],
    userId: people,
    attemptId: [attempt.attemptId],
    code: [certificate.code],
    questionId: ['q1', 'q2'],
    optionIds: [['a'], ['a', 'c']],
  };
  const callers = { learner, instructor, admin, platform, graduate };
  return {
    callers: ['guest', ...Object.keys(callers)],
    headersOf: (caller: string) =>
      callers[caller as keyof typeof callers]?.headers ?? {
        'x-project': project,
        'x-csrf-token': 'ab'.repeat(32),
      },
    files: [
      { name: 'notes.pdf', content: tinyPdf },
      { name: 'cover.png', content: tinyPng },
    ],
    known: (name: string, path: string) => {
      if (name !== 'id') return byName[name];
      const segments = path.split('/');
      // `/progress/courses/{id}` names a course, `/progress/lessons/{id}` a lesson.
      const place = segments[segments.indexOf('{id}') - 1] ?? '';
      return ids[place] ?? Object.values(ids).flat();
    },
  };
}
