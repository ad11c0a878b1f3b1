/**
 * `npm run ledger:verify`: recomputes every wallet balance from postings and holds and checks
 * every journal entry sums to zero, on DATABASE_URL or the embedded database in DATA_DIR.
 * Exits non-zero on any difference.
 */
import { loadConfig } from '@pamoja/server-kit/config';
import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase } from '../services/api/src/db/migrate';
import { verifyLedger } from '../services/api/src/ledger/ledger-verify';

const config = loadConfig();
const database = await createDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const problems = await verifyLedger(await prepareMainDatabase(database.db));
  if (problems.length === 0) {
    console.log('Ledger verified: every entry balances and every wallet matches its postings.');
  } else {
    for (const problem of problems)
      console.error(`${problem.kind} ${problem.id}: ${problem.detail}`);
    console.error(`${problems.length} problem(s) found.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
