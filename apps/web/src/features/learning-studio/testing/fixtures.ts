import { HttpResponse } from 'msw';
import type { UserData } from '@pamoja/contract/auth';
import type { Course, CourseDetail } from '@pamoja/contract/courses';
import type { Lesson } from '@pamoja/contract/lessons';
import type { CourseAnalytics } from '@pamoja/contract/learning-analytics';
import type { Certificate } from '@pamoja/contract/learning-credentials';
import { ROLE_ABILITIES } from '@pamoja/contract/roles';
import { member } from '../../../shared/testing/fixtures';

export const ORGANISATION_ID = '0c9b8a7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';
export const COURSE_ID = '1a2b3c4d-0000-4000-8000-000000000001';
export const SECTION_1 = '1a2b3c4d-0000-4000-8000-0000000000a1';
export const SECTION_2 = '1a2b3c4d-0000-4000-8000-0000000000a2';
export const TEAM_ID = '1a2b3c4d-0000-4000-8000-0000000000f1';

export const instructor: UserData = {
  ...member,
  email: 'instructor@pamoja.test',
  role: 'INSTRUCTOR',
  roles: ['INSTRUCTOR', 'MEMBER'],
  ability: ROLE_ABILITIES.INSTRUCTOR,
};

/** The project's ADMIN: every course, and "Mine" narrows to those they teach. */
export const admin: UserData = {
  ...member,
  email: 'admin@pamoja.test',
  role: 'ADMIN',
  roles: ['ADMIN', 'MEMBER'],
  ability: ROLE_ABILITIES.ADMIN,
};

export const CERTIFICATE_ID = '1a2b3c4d-0000-4000-8000-0000000000d1';

export const certificate = (changes: Partial<Certificate> = {}): Certificate => ({
  id: CERTIFICATE_ID,
  code: 'PMJ-7KQ2-XM4R',
  courseId: COURSE_ID,
  courseTitle: 'Saving basics',
  learnerName: 'Amina Wanjiru',
  issuedAt: '2026-01-05T09:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
  verifyUrl: 'http://localhost:3000/verify/PMJ-7KQ2-XM4R',
  ...changes,
});

export const lessonId = (n: number) => `1a2b3c4d-0000-4000-8000-0000000000b${n}`;

export const lesson = (n: number, changes: Partial<Lesson> = {}): Lesson => ({
  id: lessonId(n),
  courseId: COURSE_ID,
  sectionId: SECTION_1,
  title: `Lesson ${n}`,
  type: 'TEXT',
  position: n,
  required: true,
  estimatedMinutes: 5,
  content: { markdown: `Text ${n}` },
  materials: [],
  ...changes,
});

export const course = (changes: Partial<Course> = {}): Course => ({
  id: COURSE_ID,
  slug: 'saving-basics',
  title: 'Saving basics',
  summary: 'Why and how to save.',
  description: '# Welcome',
  category: 'Finance',
  level: 'BEGINNER',
  language: 'en',
  thumbnailFileId: null,
  status: 'DRAFT',
  estimatedMinutes: 30,
  completionRule: { requiredLessons: 'all', quizPassMark: 70, minMinutes: 0 },
  publishedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

export const detail = (changes: Partial<CourseDetail> = {}): CourseDetail => ({
  ...course(),
  instructors: [{ userId: member.id, name: member.fullName }],
  sections: [
    { id: SECTION_1, title: 'Start', position: 1, lessons: [lesson(1), lesson(2)] },
    { id: SECTION_2, title: 'More', position: 2, lessons: [lesson(3, { sectionId: SECTION_2 })] },
  ],
  canEdit: true,
  ...changes,
});

export const analytics: CourseAnalytics = {
  courseId: COURSE_ID,
  enrolled: 1240,
  withdrawn: 40,
  completed: 300,
  completionRate: 0.25,
  activeLast30Days: 410,
  medianDaysToComplete: 12.5,
  dropOff: [
    { lessonId: lessonId(1), title: 'Lesson 1', position: 1, reached: 1200 },
    { lessonId: lessonId(2), title: 'Lesson 2', position: 2, reached: 700 },
  ],
  quizzes: { attempts: 500, passRate: 0.8, meanScore: 76.5 },
};

export const ok = <T>(data: T, status = 200) =>
  HttpResponse.json({ message: 'Success', data }, { status });
export const page = <T>(data: T[], total = data.length) =>
  HttpResponse.json({ message: 'Success', data, pagination: { page: 1, limit: 10, total } });
export const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );
