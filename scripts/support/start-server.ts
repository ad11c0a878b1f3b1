import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const READY = /Web app\s+(http:\/\/localhost:\d+)\//;

/**
 * Starts the real server exactly as `npm start` does, on a free port over a throw-away data
 * folder, and answers its address; `stop` ends it and removes the folder.
 */
export async function startThrowAwayServer(): Promise<{
  baseUrl: string;
  stop: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pamoja-run-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
