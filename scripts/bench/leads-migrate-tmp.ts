import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase } from '../../services/api/src/db/migrate';
async function main() {
  const database = await createDatabase({ url: 'postgres://postgres@127.0.0.1:5432/leads_speed' });
  await prepareMainDatabase(database.db);
  await database.close();
}
void main();
