import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase, type AnyDatabase } from './database';
import type { ListenToChannel } from './database-listener';

export interface RunServiceOptions {
  name: string;
  prepare: (db: AnyDatabase) => Promise<void>;
  build: (options: {
    db: AnyDatabase;
    config: Config;
    listen?: ListenToChannel | undefined;
  }) => Promise<FastifyInstance>;
}

/**
 * Starts one service on its own (production: one per replica, over `DATABASE_URL`): validate the
 * configuration, migrate, listen, and on a signal let in-flight requests finish before closing.
 */
export async function runService(options: RunServiceOptions): Promise<FastifyInstance> {
  const config = readConfigOrExit();
  const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await options.prepare(database.db);
  const app = await options.build({ db: database.db, config, listen: database.listen });
  app.addHook('onClose', async () => database.close());
  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an unexpected error');
    await app.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  return app;
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
