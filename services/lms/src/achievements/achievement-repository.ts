import { sql } from 'kysely';
import type { LearningDb } from '../db/schema';
import type { AchievementKey, LearnerFacts } from './achievement-rules';
import { nairobiDay } from './achievement-rules';

export function createAchievementRepository(db: LearningDb) {
  return {
    /** What the rules need to know about one learner of one project. */
    async factsOf(project: string, userId: string): Promise<LearnerFacts> {
      const count = (value: unknown) => Number(value ?? 0);
      const [completed, perfect, certificates, days, touched] = await Promise.all([
        db
          .selectFrom('enrollments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project', '=', project)
          .where('user_id', '=', userId)
          .where('status', '=', 'COMPLETED')
          .executeTakeFirst(),
        db
          .selectFrom('quiz_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project', '=', project)
          .where('user_id', '=', userId)
          .where('score', '=', sql<string>`100`)
          .executeTakeFirst(),
        db
          .selectFrom('certificates')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('project', '=', project)
          .where('user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('learning_days')
          .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
          .distinct()
          .where('project', '=', project)
          .where('user_id', '=', userId)
          .execute(),
        // Progress saved before days were recorded still counts its latest day.
        db
          .selectFrom('lesson_progress as p')
          .innerJoin('enrollments as e', 'e.id', 'p.enrollment_id')
          .select('p.updated_at')
          .where('e.project', '=', project)
          .where('e.user_id', '=', userId)
          .execute(),
      ]);
      return {
        completedCourses: count(completed?.n),
        perfectQuizzes: count(perfect?.n),
        certificates: count(certificates?.n),
        learningDays: [...days.map((d) => d.day), ...touched.map((t) => nairobiDay(t.updated_at))],
      };
    },

    /** Awards the keys not yet held; the unique index keeps parallel events to one award each. */
    async award(
      project: string,
      userId: string,
      keys: AchievementKey[],
    ): Promise<AchievementKey[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .insertInto('achievement_awards')
        .values(keys.map((key) => ({ project, user_id: userId, key })))
        .onConflict((oc) => oc.columns(['project', 'user_id', 'key']).doNothing())
        .returning('key')
        .execute();
      return rows.map((row) => row.key as AchievementKey);
    },

    async awardsOf(project: string, userId: string) {
      return db
        .selectFrom('achievement_awards')
        .select(['key', 'awarded_at'])
        .where('project', '=', project)
        .where('user_id', '=', userId)
        .orderBy('awarded_at')
        .execute();
    },
  };
}

export type AchievementRepository = ReturnType<typeof createAchievementRepository>;
