import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase } from '../../services/api/src/db/migrate';
import { createLeadRepository } from '../../services/api/src/leads/lead-repository';
import { createLeadExports } from '../../services/api/src/leads/lead-exports';

const org = '142c876c-be6e-40db-be20-1751009fa971';
async function main() {
  const database = await createDatabase({ url: 'postgres://postgres@127.0.0.1:5432/leads_speed' });
  const db = await prepareMainDatabase(database.db);
  const size = Number(process.env.SIZE ?? 1000);
  const max = Number(process.env.MAX ?? 200_000);
  let t = performance.now(); let n = 0;
  for await (const rows of createLeadRepository(db).pages({ organisationId: org, ownerId: null }, {}, size)) { n += rows.length; if (n >= max) break; }
  console.log('pages only', size, Math.round(n / ((performance.now() - t) / 1000)), 'rows/s');
  const auth = { userId: 'x', role: 'ADMIN', organisationId: org, ability: { can: () => true } } as never;
  t = performance.now(); let bytes = 0; n = 0;
  const stream = createLeadExports(db).all(auth, {}, 'csv', () => undefined);
  for await (const chunk of stream) { bytes += (chunk as Buffer).length; n += String(chunk).split('\n').length - 1; if (n >= max) break; }
  console.log('csv', Math.round(n / ((performance.now() - t) / 1000)), 'rows/s', Math.round(process.memoryUsage().rss / 1e6), 'MB');
  await database.close();
}
void main();
