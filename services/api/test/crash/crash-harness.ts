import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const LISTENING = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
/** Generous: a cold start on a busy 2-core machine has taken over 30 s. */
const START_DEADLINE_MS = 120_000;
const DEATH_DEADLINE_MS = 60_000;

export interface CrashRequest {
  path: string;
  body: object;
  headers: Record<string, string>;
}

export interface Crash {
  /** The answer, when the process died only after answering; null when the connection died. */
  answer: { statusCode: number; body: unknown } | null;
  signal: NodeJS.Signals | null;
  exitCode: number | null;
}

/**
 * Starts the real main service (`server.ts`, as `npm run start:api` does) in its own process,
 * armed to SIGKILL itself at `point`, sends it one request and waits for it to die. `env` says
 * where the data lives (DATA_DIR or DATABASE_URL). Resolves once the process is gone, so PGlite's
 * data folder is free again.
 */
export async function crashAt(
  point: string,
  env: Record<string, string>,
  request: CrashRequest,
): Promise<Crash> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      // Info, for the "Server listening at" line that carries the port it picked.
      LOG_LEVEL: 'info',
      // The simulated payment callback comes a second after the push: long enough that the
      // request has surely answered before a paid airtime run reaches its crash point.
      MPESA_SIMULATOR_DELAY_MS: '1000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      ...env,
      PAMOJA_CRASH_AT: point,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(({ code, signal }) =>
      reject(new Error(`the service exited (${signal ?? code}) before listening:\n${output}`)),
    );
  });
  try {
    const base = await within(baseUrl, START_DEADLINE_MS, 'did not start');
    const health = await fetch(`${base}/api/v1/health`);
    if (!health.ok) throw new Error(`health answered ${health.status}`);
    const answer = await fetch(`${base}${request.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...request.headers },
      body: JSON.stringify(request.body),
    }).then(
      async (response) => ({ statusCode: response.status, body: await response.json() }),
      // The process died with the request: the client never hears how it ended.
      () => null,
    );
    const death = await within(exited, DEATH_DEADLINE_MS, `never reached ${point}`);
    return { answer, signal: death.signal, exitCode: death.code };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n--- service output ---\n${output}`);
  } finally {
    // Only on a failure is it still alive: never leave one holding the data folder.
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await exited;
    }
  }
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the service ${what} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
