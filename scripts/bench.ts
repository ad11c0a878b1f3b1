/**
 * `npm run bench`: performance figures as ratios measured in one run, so the machine's speed
 * cancels out (docs/testing.md).
 * - Ledger: settled transfers per second on PostgreSQL against bare inserts, books verified.
 * - Airtime upload: a 10,000-row CSV and XLSX parsed, checked and stored (budget < 3 s), as a
 *   ratio to parsing the same file alone, on PGlite (the embedded default) and PostgreSQL.
 * - Leads: the list of 1,000,000 leads under six filters through HTTP against pgbench on the same
 *   SQL (p99 < 20 ms, ratio ≥ 0.60), the CSV export, stats and report, and the admin's
 *   `dashboard/statistics` (p99 < 100 ms) (scripts/bench/leads.ts).
 * - Learning: a catalogue of 10,000 courses and a learner's 50 enrolments through HTTP (p99 <
 *   20 ms), the certificate PDF alone and through HTTP (< 300 ms) (scripts/bench/learning.ts).
 * PostgreSQL comes from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
 * throw-away databases are made and dropped.
 */
import { benchAirtimeImport } from './bench/airtime-import';
import { benchLeads } from './bench/leads';
import { benchLearning } from './bench/learning';
import { benchLedger } from './bench/ledger';

// `npm run bench -- leads` runs the named benches only (ledger, airtime, leads, learning);
// `dashboard` seeds the leads and measures the admin's home alone.
const only = process.argv.slice(2);
const runs = (name: string) => only.length === 0 || only.includes(name);

const ledgerExact = runs('ledger') ? await benchLedger() : true;
const importWithinBudget = runs('airtime') ? await benchAirtimeImport() : true;
// Leads: a missed budget is printed ("over budget"); only figures that do not add up fail.
const leadsExact = runs('leads')
  ? await benchLeads()
  : only.includes('dashboard')
    ? await benchLeads('dashboard')
    : true;
const learningExact = runs('learning') ? await benchLearning() : true;
if (!ledgerExact || !importWithinBudget || !leadsExact || !learningExact) process.exitCode = 1;
