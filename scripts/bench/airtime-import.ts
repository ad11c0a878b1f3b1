import { createDatabase, type DatabaseHandle } from '@pamoja/server-kit/database';
import { createAirtimeGroupRepository } from '../../services/api/src/airtime/airtime-group-repository';
import { buildBenchCsv, buildBenchXlsx } from '../../services/api/src/airtime/import/bench-files';
import { parseMemberUpload } from '../../services/api/src/airtime/import/parse-member-upload';
import { storeMemberUpload } from '../../services/api/src/airtime/store-member-upload';
import { prepareMainDatabase } from '../../services/api/src/db/migrate';
import { createUserRepository } from '../../services/api/src/identity/user-repository';
import { withScratchDatabase } from './scratch-database';

const ROWS = 10_000;
const RUNS = 3;
const BUDGET_MS = 3_000;

async function median(runs: number, work: (run: number) => Promise<void>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work(run);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** Median ms to import each file into a fresh group of its own (parse, check, store). */
async function importTimes(database: DatabaseHandle, files: Record<string, Buffer>) {
  const db = await prepareMainDatabase(database.db);
  const user = await createUserRepository(db).create({
    firstName: 'Bench',
    lastName: 'Airtime',
    email: `bench-airtime-${Date.now()}@example.ke`,
    phoneNumber: '254700000001',
    passwordHash: null,
  });
  const groups = createAirtimeGroupRepository(db);
  const times: Record<string, number> = {};
  for (const [format, file] of Object.entries(files)) {
    times[format] = await median(RUNS, async (run) => {
      const groupId = await groups.create(user.id, { name: `${format} ${run}`, description: null });
      const result = await storeMemberUpload(db, user.id, groupId, file);
      if (result.added !== ROWS) throw new Error(`${format}: stored ${result.added} of ${ROWS}`);
    });
  }
  return times;
}

/** Prints the figures; true when every import is within the budget. */
export async function benchAirtimeImport(): Promise<boolean> {
  const files = { CSV: buildBenchCsv(ROWS), XLSX: await buildBenchXlsx(ROWS) };
  // Warm both parsers once, as a running server would be.
  for (const file of Object.values(files)) await parseMemberUpload(file);
  const parse: Record<string, number> = {};
  for (const [format, file] of Object.entries(files)) {
    parse[format] = await median(RUNS, async () => void (await parseMemberUpload(file)));
  }
  const pglite = await createDatabase({ dataDir: 'memory://' });
  const embedded = await importTimes(pglite, files).finally(() => pglite.close());
  const postgres = await withScratchDatabase(async (url) => {
    const server = await createDatabase({ url, poolSize: 4 });
    return importTimes(server, files).finally(() => server.close());
  });

  console.log(
    'Airtime group upload, %s rows (median of %d; budget < 3 s)',
    ROWS.toLocaleString('en'),
    RUNS,
  );
  let withinBudget = true;
  for (const [format, file] of Object.entries(files)) {
    for (const [where, times] of [
      ['PGlite', embedded],
      ['PostgreSQL', postgres],
    ] as const) {
      const total = times[format]!;
      withinBudget &&= total < BUDGET_MS;
      console.log(
        '  %s (%s kB) on %s: parse %s ms, parse + check + store %s ms, ratio %s',
        format.padEnd(4),
        Math.round(file.length / 1024),
        where.padEnd(10),
        Math.round(parse[format]!),
        Math.round(total),
        (total / parse[format]!).toFixed(1),
      );
    }
  }
  return withinBudget;
}
