import type { Achievements } from '../achievements/achievements-module';
import type { CertificateRepository } from './certificate-repository';
import { evaluateCompletion } from './completion';
import type { CompletionRepository } from './completion-repository';

const nairobiToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

export interface CompletionOutcome {
  /** The enrolment is COMPLETED (now or before). */
  completed: boolean;
  certificateId: string | null;
}

/**
 * What runs after a learner's progress changes: the day counts for streaks, the course's rule
 * decides completion, a completed enrolment gets its certificate at once, then achievements.
 * Every step is safe to repeat and to run in parallel: conditional updates and unique indexes
 * decide, so calling it twice never issues two certificates or awards.
 */
export function createCompletionEngine(deps: {
  completion: CompletionRepository;
  certificates: CertificateRepository;
  achievements: Achievements;
}) {
  const { completion, certificates, achievements } = deps;
  return {
    async onProgressChanged(enrollmentId: string): Promise<CompletionOutcome> {
      const facts = await completion.factsOf(enrollmentId);
      if (!facts || facts.status === 'WITHDRAWN') return { completed: false, certificateId: null };
      await completion.recordLearningDay(
        facts.project,
        facts.userId,
        facts.courseId,
        nairobiToday(),
      );
      let completed = facts.status === 'COMPLETED';
      if (!completed) {
        const verdict = evaluateCompletion(
          facts.rule,
          facts.lessons,
          facts.progress,
          facts.attempts,
        );
        if (verdict.complete) {
          // Another call may have completed it first; either way it is complete now.
          await completion.markCompleted(enrollmentId);
          completed = true;
        }
      }
      let certificateId: string | null = null;
      if (completed) {
        const names = await completion.namesFor(facts.project, facts.userId, facts.courseId);
        const { row } = await certificates.issue({
          project: facts.project,
          enrollmentId,
          userId: facts.userId,
          courseId: facts.courseId,
          ...names,
        });
        certificateId = row.id;
      }
      await achievements.evaluate(facts.project, facts.userId);
      return { completed, certificateId };
    },
  };
}

export type CompletionEngine = ReturnType<typeof createCompletionEngine>;
