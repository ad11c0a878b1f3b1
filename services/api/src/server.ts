import { runService } from '@pamoja/server-kit/run-service';
import { buildApp } from './app';
import { prepareMainDatabase } from './db/migrate';

await runService({
  name: 'api',
  prepare: async (db) => {
    await prepareMainDatabase(db);
  },
  build: buildApp,
});
