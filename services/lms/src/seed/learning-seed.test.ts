import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareLearningDatabase, scopeLearningDatabase } from '../db/migrate';
import { seedLearningDemo } from './learning-seed';

const store = createBlobStore({ DATA_DIR: 'memory://' } as Parameters<typeof createBlobStore>[0]);
const project = 'l1-seed';
const people = {
  instructor: { userId: randomUUID(), name: 'Njeri Mwangi' },
  member: { userId: randomUUID(), name: 'Kiprono Rotich' },
};
let anyDb: Awaited<ReturnType<typeof sharedTestDatabase>>['db'];
beforeAll(async () => {
  anyDb = (await sharedTestDatabase()).db;
  await prepareLearningDatabase(anyDb);
});
afterAll(() => store.close());

describe('seedLearningDemo', () => {
  it('makes three published courses with a text, a PDF, a video and a quiz, once', async () => {
    expect(await seedLearningDemo(anyDb, store, people, project)).toEqual({ created: 3 });
    expect(await seedLearningDemo(anyDb, store, people, project)).toEqual({ created: 0 });
    const db = scopeLearningDatabase(anyDb);
    const courses = await db
      .selectFrom('courses')
      .selectAll()
      .where('project', '=', project)
      .execute();
    expect(courses.map((c) => c.status)).toEqual(['PUBLISHED', 'PUBLISHED', 'PUBLISHED']);
    for (const course of courses) {
      const lessons = await db
        .selectFrom('lessons')
        .selectAll()
        .where('course_id', '=', course.id)
        .orderBy('position')
        .execute();
      expect(lessons.map((l) => l.type)).toEqual(['TEXT', 'FILE', 'VIDEO', 'QUIZ']);
      const material = await db
        .selectFrom('lesson_materials')
        .selectAll()
        .where('lesson_id', '=', lessons[1]!.id)
        .executeTakeFirstOrThrow();
      expect(lessons[1]!.content).toEqual({ fileId: material.id });
      const blob = await store.get(material.file_key);
      expect(blob?.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const instructors = await db
      .selectFrom('course_instructors')
      .select('user_id')
      .where('project', '=', project)
      .execute();
    expect(new Set(instructors.map((i) => i.user_id))).toEqual(new Set([people.instructor.userId]));
    const enrolments = await db
      .selectFrom('enrollments')
      .selectAll()
      .where('project', '=', project)
      .execute();
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ user_id: people.member.userId, status: 'ACTIVE' });
    const progress = await db
      .selectFrom('lesson_progress')
      .select('status')
      .where('enrollment_id', '=', enrolments[0]!.id)
      .execute();
    expect(progress.map((p) => p.status).sort()).toEqual(['COMPLETED', 'STARTED']);
  });
});
