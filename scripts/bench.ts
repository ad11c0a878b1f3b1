/**
 * `npm run bench`: performance figures as ratios measured in one run, so the machine's speed
 * cancels out (docs/testing.md).
 * - Ledger: settled transfers per second on PostgreSQL against bare inserts, books verified.
 * - Airtime upload: a 10,000-row CSV and XLSX parsed, checked and stored (budget < 3 s), as a
 *   ratio to parsing the same file alone, on PGlite (the embedded default) and PostgreSQL.
 * PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * throw-away databases are made and dropped.
 */
import { benchAirtimeImport } from './bench/airtime-import';
import { benchLedger } from './bench/ledger';

const ledgerExact = await benchLedger();
const importWithinBudget = await benchAirtimeImport();
if (!ledgerExact || !importWithinBudget) process.exitCode = 1;
