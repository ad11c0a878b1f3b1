import { randomUUID } from 'node:crypto';
import type { CourseInput } from '@pamoja/contract/courses';
import type { LessonInput } from '@pamoja/contract/lessons';
import type { BlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { createCourseRepository, type Viewer } from '../courses/courses-module';
import { scopeLearningDatabase } from '../db/migrate';
import type { LearningDb } from '../db/schema';
import { createEnrollmentRepository } from '../enrollments/enrollments-module';
import { createLessonRepository } from '../lessons/lessons-module';
import { createMaterialRepository } from '../materials/materials-module';
import { createProgressRepository } from '../progress/progress-module';
import { demoPdf } from './demo-pdf';
import { demoCourses, type DemoCourse } from './demo-courses';

/** A person of the main service, as the composition root (`scripts/start.ts`) knows them. */
export interface DemoPerson {
  userId: string;
  name: string;
}

async function seedCourse(db: LearningDb, store: BlobStore, author: Viewer, demo: DemoCourse) {
  const courses = createCourseRepository(db);
  const lessons = createLessonRepository(db);
  const input: CourseInput = {
    ...demo.course,
    thumbnailFileId: null,
    completionRule: { requiredLessons: 'all', quizPassMark: 60, minMinutes: 0 },
  };
  const course = await courses.insert(author, input, demo.slug);
  const section = await lessons.insertSection(author.project, course.id, 'Getting started');
  const add = (lesson: Omit<LessonInput, 'sectionId'>) =>
    lessons.insertLesson(author.project, course.id, {
      ...lesson,
      sectionId: section.id,
    } as LessonInput);
  const text = await add({
    title: demo.text.title,
    type: 'TEXT',
    required: true,
    estimatedMinutes: 5,
    content: { markdown: demo.text.markdown },
  });
  const file = await add({
    title: demo.pdfTitle,
    type: 'FILE',
    required: true,
    estimatedMinutes: 5,
    content: {},
  });
  const materialId = randomUUID();
  const bytes = demoPdf(demo.pdfTitle);
  await store.put(materialId, bytes, 'application/pdf');
  await createMaterialRepository(db).insert({
    id: materialId,
    project: author.project,
    lessonId: file.id,
    name: `${demo.slug}.pdf`,
    contentType: 'application/pdf',
    size: bytes.length,
  });
  await lessons.updateLesson(
    file.id,
    {
      sectionId: section.id,
      title: demo.pdfTitle,
      type: 'FILE',
      required: true,
      estimatedMinutes: 5,
      content: { fileId: materialId },
    },
    false,
  );
  await add({
    title: demo.video.title,
    type: 'VIDEO',
    required: false,
    estimatedMinutes: 4,
    content: { url: demo.video.url },
  });
  await add({
    title: 'Check your understanding',
    type: 'QUIZ',
    required: true,
    estimatedMinutes: 5,
    content: demo.quiz,
  });
  await courses.setStatus(course.id, 'PUBLISHED');
  return { courseId: course.id, textId: text.id, fileId: file.id };
}

/**
 * Demo courses for the embedded default: three published courses by the demo instructor, each
 * with a text, a PDF, a video link and a quiz, and the demo member enrolled in the first with
 * some progress. Safe at every start: a project that has them is left alone.
 */
export async function seedLearningDemo(
  anyDb: AnyDatabase,
  store: BlobStore,
  people: { instructor: DemoPerson; member: DemoPerson },
  project: string,
): Promise<{ created: number }> {
  const db = scopeLearningDatabase(anyDb);
  if (await createCourseRepository(db).find(project, demoCourses[0]!.slug)) return { created: 0 };
  const author: Viewer = {
    ...people.instructor,
    role: 'INSTRUCTOR',
    project,
    isAdmin: false,
    isInstructor: true,
  };
  const seeded = [];
  for (const demo of demoCourses) seeded.push(await seedCourse(db, store, author, demo));
  const first = seeded[0]!;
  const enrollments = createEnrollmentRepository(db);
  const enrolment = await enrollments.enrol(
    project,
    first.courseId,
    people.member.userId,
    people.member.userId,
  );
  await enrollments.rememberLearner(project, people.member.userId, people.member.name);
  if (enrolment) {
    const progress = createProgressRepository(db);
    await progress.save(project, enrolment.id, first.textId, {
      status: 'COMPLETED',
      secondsSpent: 420,
      position: 0,
    });
    await progress.save(project, enrolment.id, first.fileId, {
      status: 'STARTED',
      secondsSpent: 120,
      position: 1,
    });
  }
  return { created: seeded.length };
}
