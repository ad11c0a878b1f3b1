import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import type { JWK } from 'jose';
import type { Achievements } from '../achievements/achievements-module';
import { createCourseAccess } from '../courses/courses-module';
import type { LearningDb } from '../db/schema';
import { createCertificateRepository } from './certificate-repository';
import { certificateRoutes } from './certificate-routes';
import { courseCertificateRoutes } from './course-certificate-routes';
import { createCompletionEngine } from './completion-engine';
import { createCompletionRepository } from './completion-repository';
import { createCredentialSigner } from './credential-signer';
import { missingForCompletion, type CompletionRule, type LessonFacts } from './completion';
import { verificationRoutes } from './verification-routes';

export {
  evaluateCompletion,
  missingForCompletion,
  type AttemptFacts,
  type CompletionRule,
  type LessonFacts,
  type Missing,
  type ProgressFacts,
} from './completion';
export type { CompletionEngine, CompletionOutcome } from './completion-engine';

/**
 * Completion, certificates and their credentials: the hooks the progress and quiz routes call
 * after a learner's progress changes, and what the progress page shows as still missing.
 */
export function createCompletion(db: LearningDb, achievements: Achievements) {
  const completion = createCompletionRepository(db);
  const engine = createCompletionEngine({
    completion,
    certificates: createCertificateRepository(db),
    achievements,
  });
  return {
    /** Evaluates completion and answers the outcome (the quiz routes report it). */
    evaluate: engine.onProgressChanged,
    async onProgressChanged(enrollmentId: string): Promise<void> {
      await engine.onProgressChanged(enrollmentId);
    },
    /** The progress page's "still missing", quizzes included (passed only by a passed attempt). */
    async missingForCompletion(
      course: { rule: CompletionRule; lessons: LessonFacts[] },
      enrollment: { id: string },
      progress: { lesson_id: string; status: string; seconds_spent: number }[],
    ) {
      const attempts = await completion.attemptsOf(enrollment.id);
      const facts = progress.map((row) => ({
        lessonId: row.lesson_id,
        status: row.status,
        secondsSpent: row.seconds_spent,
      }));
      return missingForCompletion(course.rule, course.lessons, facts, attempts);
    },
  };
}

export type Completion = ReturnType<typeof createCompletion>;

/**
 * The certificate and verify routes, the JWKS of the credential key, and a course's certificates
 * for the people who run it (listing, revoking).
 */
export const certificatesDomain: FastifyPluginAsync<{
  db: LearningDb;
  defaultProject: string;
  /** Where the web app answers: the QR code and verify links point there. */
  webOrigin: string;
  /** An Ed25519 private JWK; without it a key is generated once and stored. */
  credentialKey?: JWK;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, defaultProject, webOrigin, credentialKey, canRead }) => {
  const repository = createCertificateRepository(db);
  const signer = createCredentialSigner(db, credentialKey);
  const origin = webOrigin.replace(/\/$/, '');
  await app.register(certificateRoutes, {
    repository,
    signer,
    webOrigin: origin,
    defaultProject,
    guard: canRead,
  });
  await app.register(courseCertificateRoutes, {
    repository,
    courses: createCourseAccess(db),
    webOrigin: origin,
    defaultProject,
    guard: canRead,
  });
  await app.register(verificationRoutes, { repository, signer });
};
