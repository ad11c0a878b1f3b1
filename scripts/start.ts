/**
 * `npm start`: the whole product in one Node process on http://localhost:3000 (PGlite is
 * single-process): the web build at `/`, the main service at `/api/v1`, the learning service at
 * `/lms/v1`, over the embedded database in ./.data unless DATABASE_URL names a server.
 */
import { buildWebApp } from './web-build';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from '@pamoja/server-kit/config';
import { createServer } from '@pamoja/server-kit/create-server';
import { createDatabase } from '@pamoja/server-kit/database';
import { registerWebApp } from '@pamoja/server-kit/web-app';
import { SESSION_PATH } from '@pamoja/server-kit/auth/session-introspection';
import { apiService } from '../services/api/src/app';
import { prepareMainDatabase } from '../services/api/src/db/migrate';
import {
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_USERS,
  seedDemoData,
} from '../services/api/src/seed/demo-seed';
import { lmsService } from '../services/lms/src/app';
import { prepareLearningDatabase } from '../services/lms/src/db/migrate';
import { seedLearningDemoData } from './learning-demo';

const started = performance.now();
// WEB_DIST serves another build (a second checkout's e2e run beside this one's).
const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

if (!existsSync(`${webDist}/index.html`)) {
  console.log('No web build yet: building apps/web once (later starts reuse it)…');
  const status = buildWebApp();
  if (status !== 0) process.exit(status);
}

const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
const mainDb = await prepareMainDatabase(database.db);
await prepareLearningDatabase(database.db);
// Demo data belongs to the embedded default; a real server gets it only when asked for.
const seed = config.SEED_DEMO_DATA ? config.SEED_DEMO_DATA === 'true' : database.kind === 'pglite';
if (seed && config.NODE_ENV !== 'production') {
  await seedDemoData(mainDb);
  await seedLearningDemoData(mainDb, database.db, config);
}

const app = await createServer(config);
await app.register(apiService, {
  prefix: '/api',
  db: database.db,
  config,
  listen: database.listen,
});
// One process: the learning service asks the main service about sessions without a network hop.
const askMainService = async (token: string) =>
  (await app.inject({ url: SESSION_PATH, headers: { authorization: `Bearer ${token}` } }))
    .statusCode;
await app.register(lmsService, { prefix: '/lms', db: database.db, config, askMainService });
await registerWebApp(app, webDist);
app.addHook('onClose', async () => database.close());

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an unexpected error');
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.PORT;
const base = `http://localhost:${port}`;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`
Pamoja is running (ready in ${seconds} s, database: ${database.kind === 'pglite' ? config.DATA_DIR : 'PostgreSQL'})
  Web app           ${base}/
  Main service      ${base}/api/v1   (reference: ${base}/api/docs)
  Learning service  ${base}/lms/v1   (reference: ${base}/lms/docs)
${
  config.NODE_ENV === 'production'
    ? ''
    : `  Dev mailbox       ${base}/dev/mailbox
`
}`);
if (seed) {
  console.log(`Demo users (password ${DEMO_PASSWORD}, PIN ${DEMO_PIN}):`);
  for (const user of DEMO_USERS)
    console.log(`  ${user.email.padEnd(24)} ${user.platform ?? user.roles[0]}`);
  console.log('');
}
