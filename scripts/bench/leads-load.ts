import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { CompiledQuery } from 'kysely';

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resident memory of a process now, in MB (Linux). */
export function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** The main service as `npm run start:api` runs it, in its own process, over `databaseUrl`. */
export async function startApi(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error('the API did not start in 2 minutes');
    const up = await fetch(`${baseUrl}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export interface HttpFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  failed: number;
}

/** `url` under 8 connections for 5 seconds. */
export async function hammer(url: string, headers: Record<string, string>): Promise<HttpFigures> {
  const result = await autocannon({ url, headers, connections: 8, duration: 5 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

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

/** pgbench (`-n -T 5 -c 8 -j 2`) running `statements` as one transaction; its TPS. */
export function pgbench(databaseUrl: string, statements: string[]): number {
  const folder = mkdtempSync(join(tmpdir(), 'pamoja-pgbench-'));
  const script = join(folder, 'leads.sql');
  writeFileSync(script, statements.map((statement) => `${statement};\n`).join(''));
  const url = new URL(databaseUrl);
  const run = spawnSync(
    '/usr/bin/pgbench',
    [
      ...['-n', '-f', script, '-T', '5', '-c', '8', '-j', '2'],
      ...['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username)],
      url.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  );
  rmSync(folder, { recursive: true, force: true });
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr || run.stdout}`);
  return Number(tps);
}
