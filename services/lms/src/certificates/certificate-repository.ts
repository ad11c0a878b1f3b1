import type { Selectable } from 'kysely';
import { uniqueOr } from '@pamoja/server-kit/db-errors';
import { fetchPage } from '@pamoja/server-kit/pagination';
import type { LearningDatabase, LearningDb } from '../db/schema';
import { newCertificateCode } from './certificate-code';

export type CertificateRow = Selectable<LearningDatabase['certificates']>;

interface NewCertificate {
  project: string;
  enrollmentId: string;
  userId: string;
  courseId: string;
  learnerName: string;
  courseTitle: string;
}

class CodeClash extends Error {}

export function createCertificateRepository(db: LearningDb) {
  return {
    /**
     * The enrolment's certificate, issued now if it has none. The unique enrolment index makes
     * parallel completions agree on one; a code clash (rare) draws another code.
     */
    async issue(input: NewCertificate): Promise<{ row: CertificateRow; issued: boolean }> {
      for (let tries = 0; tries < 5; tries++) {
        const inserted = await uniqueOr(
          () =>
            db
              .insertInto('certificates')
              .values({
                project: input.project,
                code: newCertificateCode(),
                enrollment_id: input.enrollmentId,
                user_id: input.userId,
                course_id: input.courseId,
                learner_name: input.learnerName,
                course_title: input.courseTitle,
              })
              .onConflict((oc) => oc.column('enrollment_id').doNothing())
              .returningAll()
              .executeTakeFirst(),
          () => new CodeClash(),
        ).catch((error: unknown) => {
          if (error instanceof CodeClash) return null;
          throw error;
        });
        if (inserted) return { row: inserted, issued: true };
        if (inserted === undefined) {
          const existing = await db
            .selectFrom('certificates')
            .selectAll()
            .where('enrollment_id', '=', input.enrollmentId)
            .executeTakeFirstOrThrow();
          return { row: existing, issued: false };
        }
      }
      throw new Error('Could not draw a free certificate code.');
    },

    byId(project: string, id: string) {
      return db
        .selectFrom('certificates')
        .selectAll()
        .where('project', '=', project)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Codes are unique across projects: the public page needs no project. */
    byCode(code: string) {
      return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async mine(project: string, userId: string, page: { page: number; limit: number }) {
      const query = db
        .selectFrom('certificates')
        .selectAll()
        .where('project', '=', project)
        .where('user_id', '=', userId)
        .orderBy('issued_at', 'desc')
        .orderBy('id');
      return fetchPage(query, page);
    },

    /** Every certificate a course issued, newest first (its instructors' and ADMIN's list). */
    async ofCourse(project: string, courseId: string, page: { page: number; limit: number }) {
      const query = db
        .selectFrom('certificates')
        .selectAll()
        .where('project', '=', project)
        .where('course_id', '=', courseId)
        .orderBy('issued_at', 'desc')
        .orderBy('id');
      return fetchPage(query, page);
    },

    async revoke(project: string, id: string, reason: string, by: string) {
      return db
        .updateTable('certificates')
        .set({ revoked_at: new Date(), revoke_reason: reason, revoked_by: by })
        .where('project', '=', project)
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },
  };
}

export type CertificateRepository = ReturnType<typeof createCertificateRepository>;
