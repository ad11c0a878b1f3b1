import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { leadListQuery } from '@pamoja/contract/leads';
import { createDatabase } from '@pamoja/server-kit/database';
import { prepareMainDatabase, scopeMainDatabase } from '../../services/api/src/db/migrate';
import type { MainDatabase } from '../../services/api/src/db/schema';
import { createLeadRepository } from '../../services/api/src/leads/lead-repository';
import {
  DEMO_ORGANISATION,
  DEMO_PASSWORD,
  seedDemoData,
} from '../../services/api/src/seed/demo-seed';
import { benchDashboard } from './dashboard';
import { hammer } from './http-load';
import { inlined, pgbench, rssMegabytes, startApi } from './leads-load';
import { seedBenchLeads, type SeededLeads } from './leads-seed';
import { withScratchDatabase } from './scratch-database';

// BENCH_LEADS scales the big organisation down for a quick look (the small one is a tenth).
const BIG = Number(process.env.BENCH_LEADS ?? 1_000_000);
const BUDGET = { p99: 20, ratio: 0.6, rowsPerSecond: 50_000, rssMegabytes: 200, figuresMs: 200 };
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const flag = (within: boolean) => (within ? 'ok' : 'over budget');
/** A page's verdict; over the p99 budget, it says whether the database alone already is. */
function verdict(p99: number, ratio: number, databaseP99: number) {
  if (p99 < BUDGET.p99 && ratio >= BUDGET.ratio) return 'ok';
  if (ratio >= BUDGET.ratio && databaseP99 >= BUDGET.p99) return 'over budget, as pgbench is';
  return 'over budget';
}

/** The six list filters of the bench, as query strings. */
function filterCases(seeded: SeededLeads, phone: string) {
  const product = seeded.products.find((row) => row.hasAmount)!;
  return {
    none: {},
    status: { status: 'REJECTED' },
    'agent + dates': { agent: seeded.agents[3]!, from: day(120), to: day(30) },
    // The lowest quarter of the product's range: about a quarter of its leads.
    'product + amount': {
      product: product.id,
      amountFrom: String(product.min),
      amountTo: String(Math.round(product.min + (product.max - product.min) / 4)),
    },
    'name part': { name: 'jose kam' },
    phone: { phoneNumber: phone },
  } as Record<string, Record<string, string>>;
}

/** The statements the repository runs for one list request, parameters inlined. */
async function listStatements(url: string, scope: { organisationId: string }, query: object) {
  const statements: CompiledQuery[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<MainDatabase>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => void statements.push(event.query),
  });
  await createLeadRepository(scopeMainDatabase(db)).list(
    { organisationId: scope.organisationId, ownerId: null },
    leadListQuery.parse(query),
  );
  await db.destroy();
  return statements.map(inlined);
}

async function timedGet(url: string, headers: Record<string, string>) {
  const runs: number[] = [];
  let body: unknown;
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    runs.push(performance.now() - started);
  }
  return { ms: runs.sort((a, b) => a - b)[1]!, body: body as { data: Record<string, unknown> } };
}

/** download-all as CSV: rows per second and the serving process's peak memory. */
async function download(url: string, headers: Record<string, string>, pid: number) {
  const before = rssMegabytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMegabytes(pid))), 50);
  const started = performance.now();
  const response = await fetch(url, { headers });
  let lines = 0;
  for await (const chunk of response.body!) {
    for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { rows: lines - 1, seconds, rowsPerSecond: (lines - 1) / seconds, peak, before };
}

/**
 * The leads list at scale on PostgreSQL: BIG leads in one organisation and a tenth of that in
 * another: the admin's dashboard statistics (scripts/bench/dashboard.ts), the six filters
 * through HTTP against pgbench on the same SQL, the CSV export, stats and report. True when the
 * figures add up (rows exported and counted = leads seeded). `dashboard`: the first alone.
 */
export async function benchLeads(scope: 'all' | 'dashboard' = 'all'): Promise<boolean> {
  return withScratchDatabase(async (url) => {
    const database = await createDatabase({ url });
    const db = await prepareMainDatabase(database.db);
    await seedDemoData(db);
    const big = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', DEMO_ORGANISATION)
      .executeTakeFirstOrThrow();
    // The demo organisation's own seeded leads come on top of the bench's.
    const { demoLeads } = await db
      .selectFrom('leads')
      .select((eb) => eb.fn.countAll<string>().as('demoLeads'))
      .where('organisation_id', '=', big.id)
      .executeTakeFirstOrThrow();
    const expected = BIG + Number(demoLeads);
    let started = performance.now();
    const seeded = await seedBenchLeads(db, big.id, { big: BIG, small: BIG / 10 });
    console.log(
      '\nLeads on PostgreSQL: %d + %d leads seeded and analysed in %d s',
      BIG,
      BIG / 10,
      Math.round((performance.now() - started) / 1000),
    );
    const sample = await db
      .selectFrom('leads')
      .select('phone_number')
      .where('code', '=', `LD-B${String(Math.floor(BIG / 3)).padStart(7, '0')}`)
      .executeTakeFirstOrThrow();
    await database.close();

    const api = await startApi(url);
    try {
      const login = await fetch(`${api.baseUrl}/api/v1/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': 'ab'.repeat(32) },
        body: JSON.stringify({ username: 'admin@pamoja.test', password: DEMO_PASSWORD }),
      });
      const session = (await login.json()) as { data: { accessToken: string } };
      const headers = {
        authorization: `Bearer ${session.data.accessToken}`,
        'x-organization': big.id,
      };
      // The admin's home first: the download below is the heaviest step of the run.
      let failed = await benchDashboard(api.baseUrl, headers);
      if (scope === 'dashboard') return failed === 0;
      const rows: Record<string, string | number>[] = [];
      for (const [name, filters] of Object.entries(filterCases(seeded, sample.phone_number))) {
        const query = new URLSearchParams(filters).toString();
        const listUrl = `${api.baseUrl}/api/v1/product-leads?${query}`;
        const http = await hammer(listUrl, headers);
        // One user alone: the latency the page has when the machine is not saturated.
        const alone = await hammer(listUrl, headers, 1);
        const db = pgbench(url, await listStatements(url, { organisationId: big.id }, filters));
        failed += http.failed + alone.failed;
        const ratio = http.requestsPerSecond / db.tps;
        rows.push({
          filter: name,
          'p50 ms': http.p50,
          'p99 ms': http.p99,
          'req/s': Math.round(http.requestsPerSecond),
          'pgbench TPS': Math.round(db.tps),
          'pgbench mean ms': db.latencyMs,
          'pgbench p99 ms': Number(db.p99Ms.toFixed(1)),
          ratio: Number(ratio.toFixed(2)),
          'p99 ms, 1 connection': alone.p99,
          budget: verdict(http.p99, ratio, db.p99Ms),
        });
      }
      console.table(rows);

      const exported = await download(
        `${api.baseUrl}/api/v1/product-leads/download-all?format=csv`,
        headers,
        api.pid,
      );
      started = performance.now();
      const stats = await timedGet(
        `${api.baseUrl}/api/v1/product-leads/business-leads-stats`,
        headers,
      );
      const report = await timedGet(
        `${api.baseUrl}/api/v1/product-leads/report?startDate=${day(365)}&endDate=${day(0)}`,
        headers,
      );
      console.table([
        {
          what: 'download-all CSV',
          figure: `${Math.round(exported.rowsPerSecond)} rows/s, RSS +${Math.round(exported.peak - exported.before)} MB (peak ${Math.round(exported.peak)} MB, ${Math.round(exported.before)} MB before)`,
          // The serving process runs through tsx: the budget is what the download adds.
          budget: flag(
            exported.rowsPerSecond >= BUDGET.rowsPerSecond &&
              exported.peak - exported.before < BUDGET.rssMegabytes,
          ),
        },
        {
          what: 'business-leads-stats',
          figure: `${Math.round(stats.ms)} ms`,
          budget: flag(stats.ms < BUDGET.figuresMs),
        },
        {
          what: 'report (366 days)',
          figure: `${Math.round(report.ms)} ms`,
          budget: flag(report.ms < BUDGET.figuresMs),
        },
      ]);
      const exact =
        exported.rows === expected && stats.body.data.captured === expected && failed === 0;
      if (!exact) {
        console.log(
          'Leads figures do not add up: exported %d and counted %s of %d leads, %d failed requests',
          exported.rows,
          stats.body.data.captured,
          expected,
          failed,
        );
      }
      return exact;
    } finally {
      await api.stop();
    }
  });
}
