import type { Kysely } from 'kysely';
import type { Config } from '@pamoja/server-kit/config';
import type { AnyDatabase } from '@pamoja/server-kit/database';
import { createBlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import type { MainDatabase } from '../services/api/src/db/schema';
import { createUserRepository } from '../services/api/src/identity/identity-module';
import { seedLearningDemo } from '../services/lms/src/seed/learning-seed';

/**
 * The learning service's demo courses need the demo instructor's and member's ids, which only the
 * main service knows: this one process bridges them, so the learning service itself never reads
 * the main service's tables.
 */
export async function seedLearningDemoData(
  mainDb: Kysely<MainDatabase>,
  db: AnyDatabase,
  config: Config,
): Promise<void> {
  const users = createUserRepository(mainDb);
  const [instructor, member] = await Promise.all([
    users.findByLogin({ email: 'instructor@pamoja.test' }),
    users.findByLogin({ email: 'member@pamoja.test' }),
  ]);
  if (!instructor || !member) return;
  const person = (user: typeof instructor) => ({
    userId: user.id,
    name: `${user.first_name} ${user.last_name}`,
  });
  const store = createBlobStore(config);
  try {
    await seedLearningDemo(
      db,
      store,
      { instructor: person(instructor), member: person(member) },
      config.LMS_PROJECT,
    );
  } finally {
    await store.close();
  }
}
