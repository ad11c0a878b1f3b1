import { startThrowAwayServer } from '../../scripts/support/start-server';
import { sweepLabel } from './sweep';

/**
 * Starts the real server, exactly as `npm start` does, on a free port over a throw-away data
 * folder; the tests read its address from E2E_BASE_URL. Teardown stops it and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  console.log(`Sweeps: ${sweepLabel()}`);
  const server = await startThrowAwayServer();
  process.env.E2E_BASE_URL = server.baseUrl;
  return server.stop;
}
