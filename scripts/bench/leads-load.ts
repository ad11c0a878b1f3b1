import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledQuery } from 'kysely';
import { quantile, startService } from './http-load';

/** Resident memory of a process now, in MB (Linux). */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The main service as `npm run start:api` runs it, in its own process, over `databaseUrl`. */
export const startApi = (databaseUrl: string) =>
  startService('services/api/src/server.ts', '/api/v1/health', {
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'development',
  });

/** A parameter written into SQL text as a literal of the same meaning. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return `array[${value.map(literal).join(', ')}]`;
  // standard_conforming_strings is on: only the quote needs doubling.
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** A compiled query with its parameters inlined, on one line. */
export const inlined = (query: CompiledQuery) =>
  query.sql
    .replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]))
    .replace(/\s+/g, ' ');

/** The 99th percentile of pgbench's per-transaction log lines (`-l`), in ms. */
function loggedP99(folder: string): number {
  const latencies = readdirSync(folder)
    .filter((name) => name.startsWith('log.'))
    .flatMap((name) => readFileSync(join(folder, name), 'utf8').trim().split('\n'))
    // client transaction latency-µs script epoch-s µs
    .map((line) => Number(line.split(' ')[2]))
    .sort((a, b) => a - b);
  return latencies.length === 0 ? NaN : quantile(latencies, 0.99) / 1000;
}

/**
 * pgbench (`-n -T 5 -c 8 -j 2`) running `statements` as one transaction: its transactions per
 * second, mean latency and 99th percentile, so a page slower than the budget can be told apart
 * from a database that is itself slower than it under the same load.
 */
export function pgbench(databaseUrl: string, statements: string[]) {
  const folder = mkdtempSync(join(tmpdir(), 'pamoja-pgbench-'));
  const script = join(folder, 'leads.sql');
  writeFileSync(script, statements.map((statement) => `${statement};\n`).join(''));
  const url = new URL(databaseUrl);
  const run = spawnSync(
    '/usr/bin/pgbench',
    [
      ...['-n', '-f', script, '-T', '5', '-c', '8', '-j', '2'],
      ...['-l', `--log-prefix=${join(folder, 'log')}`],
      ...['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username)],
      url.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  const p99Ms = run.status === 0 ? loggedP99(folder) : NaN;
  rmSync(folder, { recursive: true, force: true });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !tps || !latency) {
    throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  }
  return { tps: Number(tps), latencyMs: Number(latency), p99Ms };
}
