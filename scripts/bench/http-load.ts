import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import autocannon from 'autocannon';

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServiceProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * A service's `server.ts` as its npm start script runs it, in its own process on a free port,
 * so the bench's own work never shares its event loop. Resolves once `healthPath` answers 200.
 */
export async function startService(
  entry: string,
  healthPath: string,
  env: Record<string, string>,
): Promise<ServiceProcess> {
  const port = await freePort();
  // BENCH_CPU_PROFILE=<folder>: the service writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', entry], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error(`${entry} did not start in 2 minutes`);
    const up = await fetch(`${baseUrl}${healthPath}`).then(
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

/** The `q` quantile (0.99 for p99) of ascending `sorted` samples, as the nearest rank. */
export const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export interface HttpFigures {
  p50: number;
  p99: number;
  requestsPerSecond: number;
  /** Non-2xx answers, socket errors and timeouts. */
  failed: number;
}

/**
 * Seconds of load before each measurement, not counted: a route's first requests in a process
 * run its code unoptimised and PostgreSQL plans a new statement's first calls one by one: without
 * it, the first endpoint of a series carried the process's warm-up in its figures.
 */
const WARM_UP_SECONDS = 3;

/** `url` under 8 connections (unless told) for 5 seconds, after a warm-up of the same load. */
export async function hammer(
  url: string,
  headers: Record<string, string>,
  connections = 8,
): Promise<HttpFigures> {
  const warmUp = await autocannon({ url, headers, connections, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, headers, connections, duration: 5 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requestsPerSecond: result.requests.average,
    // A request that fails while warming up is a failure too.
    failed: [warmUp, result].reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  };
}
