import { http, HttpResponse } from 'msw';
import type { Course, CourseDetail } from '@pamoja/contract/courses';
import type { CourseProgress, LessonProgress } from '@pamoja/contract/enrollments';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import type { Lesson } from '@pamoja/contract/lessons';
import { server } from '../../../shared/testing/server';

export const LMS = '*/lms/v1';
export const COURSE_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const SECTION_ID = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
export const TEXT_ID = '1c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
export const QUIZ_ID = '2d4e5f6a-7b8c-4d9e-8f1a-2b3c4d5e6f7a';
export const ENROLLMENT_ID = '3e5f6a7b-8c9d-4e0f-9a2b-3c4d5e6f7a8b';
export const USER_ID = '5b0a1c2e-7d1f-4a55-9a0e-1f2d3c4b5a69';
const AT = '2026-03-02T08:00:00.000Z';

export const course = (n: number, changes: Partial<Course> = {}): Course => ({
  id: n === 1 ? COURSE_ID : `7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c${String(n).padStart(2, '0')}`,
  slug: `course-${n}`,
  title: `Saving basics ${n}`,
  summary: `Summary ${n}`,
  description:
    'Learn to **save**.<script>window.hacked = true</script><img src=x onerror="window.hacked=true">',
  category: 'Finance',
  level: 'BEGINNER',
  language: 'en',
  thumbnailFileId: null,
  status: 'PUBLISHED',
  estimatedMinutes: 75,
  completionRule: { requiredLessons: 'all', quizPassMark: 70, minMinutes: 0 },
  publishedAt: AT,
  createdAt: AT,
  updatedAt: AT,
  ...changes,
});

const lesson = (
  id: string,
  title: string,
  type: Lesson['type'],
  position: number,
  content: Record<string, unknown>,
): Lesson => ({
  id,
  courseId: COURSE_ID,
  sectionId: SECTION_ID,
  title,
  type,
  position,
  required: true,
  estimatedMinutes: 5,
  content,
  materials: [],
});

export const textLesson = lesson(TEXT_ID, 'Why save', 'TEXT', 0, {
  markdown: '## Key idea\n\nBecause.',
});
/** As a learner gets it: questions without `correct`. */
export const quizLesson = lesson(QUIZ_ID, 'Check yourself', 'QUIZ', 1, {
  passMark: 70,
  attemptsAllowed: 3,
  shuffle: false,
  questions: [{ id: 'q1' }, { id: 'q2' }],
});

export const detail = (changes: Partial<CourseDetail> = {}): CourseDetail => ({
  ...course(1),
  instructors: [{ userId: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f', name: 'Neema Instructor' }],
  sections: [
    { id: SECTION_ID, title: 'Getting started', position: 0, lessons: [textLesson, quizLesson] },
  ],
  canEdit: false,
  ...changes,
});

export const lessonState = (
  lessonId: string,
  status: LessonProgress['status'],
  secondsSpent = 0,
): LessonProgress => ({
  lessonId,
  status,
  secondsSpent,
  position: 0,
  updatedAt: AT,
});

export const progress = (changes: Partial<CourseProgress> = {}): CourseProgress => ({
  courseId: COURSE_ID,
  enrollmentId: ENROLLMENT_ID,
  status: 'ACTIVE',
  percent: 0,
  minutesSpent: 0,
  lessons: [lessonState(TEXT_ID, 'NOT_STARTED'), lessonState(QUIZ_ID, 'NOT_STARTED')],
  missing: {
    lessons: [{ id: TEXT_ID, title: 'Why save' }],
    quizzes: [{ id: QUIZ_ID, title: 'Check yourself' }],
    minutesShort: 0,
  },
  ...changes,
});

export const certificate = (changes: Partial<Certificate> = {}): Certificate => ({
  id: '4f6a7b8c-9d0e-4f1a-8b3c-4d5e6f7a8b9c',
  code: 'PMJ-7KQ2-XM4R',
  courseId: COURSE_ID,
  courseTitle: 'Saving basics 1',
  learnerName: 'Amani Wanjiru',
  issuedAt: '2026-03-15T09:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  verifyUrl: 'http://localhost:3000/verify/PMJ-7KQ2-XM4R',
  ...changes,
});

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ message: 'Success', data }, { status });
export const page = <T>(data: T[], pageNumber = 1, total = data.length, limit = 10) =>
  HttpResponse.json({ message: 'Success', data, pagination: { page: pageNumber, limit, total } });
export const problem = (statusCode: number, code: string, errorMessage: string) =>
  HttpResponse.json(
    { statusCode, code, errorMessage, message: errorMessage },
    { status: statusCode },
  );

/** The course page's reads: the course and the learner's progress (null: not enrolled). */
export function serveCourse(state: () => CourseProgress | null, course: CourseDetail = detail()) {
  server.use(
    http.get(`${LMS}/courses/:id`, () => ok(course)),
    http.get(`${LMS}/progress/courses/:id`, () => {
      const current = state();
      return current ? ok(current) : problem(404, 'NOT_FOUND', 'Enrollment not found.');
    }),
  );
}
