import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  FRESH_KEY,
  requestArbitrary,
  type FuzzRequest,
  type RequestOptions,
} from './fuzz-requests';
import {
  operationKey,
  operationsOf,
  type OpenApiDocument,
  type Operation,
} from './openapi-operations';
import { responseProblems, type CheckedResponse } from './response-checks';

/** What the runner needs of a Fastify instance: `inject`, never a listening socket. */
export interface Injector {
  inject(request: {
    method: FuzzRequest['method'];
    url: string;
    headers: Record<string, string>;
    payload?: string | Buffer;
  }): Promise<CheckedResponse>;
}

export interface FuzzOptions extends RequestOptions {
  /** Headers of a caller, read as each request is sent (a test may sign someone in again). */
  headersOf: (caller: string) => Record<string, string>;
  runs: number;
  seed: number;
  /** Runs before each operation's requests: e.g. to hide rows it must not act on. */
  beforeOperation?: (operation: Operation) => Promise<void>;
  /** Runs after each operation's requests: e.g. to renew a session the fuzz signed out. */
  afterOperation?: (operation: Operation) => Promise<void>;
}

export interface FuzzFailure {
  request: FuzzRequest;
  status: number;
  body: string;
  problems: string[];
}

export interface FuzzReport {
  operations: number;
  requests: number;
  failures: FuzzFailure[];
  /** Statuses answered, per operation: shows which operations valid requests never reached. */
  statuses: Map<string, Map<number, number>>;
}

/** FUZZ_SEED and FUZZ_RUNS override the fixed seed and the runs per operation. */
export function fuzzSettings(defaultRuns: number, env = process.env) {
  const seed = Number.parseInt(env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(env.FUZZ_RUNS ?? '', 10);
  return {
    seed: Number.isSafeInteger(seed) ? seed : 20_260_101,
    runs: Number.isSafeInteger(runs) && runs > 0 ? runs : defaultRuns,
  };
}

/** The same seed for an operation whatever other operations the document gains or loses. */
function seedOf(seed: number, key: string) {
  let hash = seed | 0;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash;
}

/**
 * Sends `runs` generated requests to every operation of the document, one at a time, and
 * collects every answer that breaks the rules instead of stopping at the first.
 */
export async function fuzzService(
  app: Injector,
  document: OpenApiDocument,
  options: FuzzOptions,
  order: (operations: Operation[]) => Operation[] = (operations) => operations,
): Promise<FuzzReport> {
  const report: FuzzReport = { operations: 0, requests: 0, failures: [], statuses: new Map() };
  for (const operation of order(operationsOf(document))) {
    const key = operationKey(operation);
    const statuses = new Map<number, number>();
    report.statuses.set(key, statuses);
    report.operations += 1;
    const requests = fc.sample(requestArbitrary(operation, options), {
      seed: seedOf(options.seed, key),
      numRuns: options.runs,
    });
    await options.beforeOperation?.(operation);
    for (const request of requests) {
      const headers = { ...options.headersOf(request.caller), ...request.headers };
      if (headers['idempotency-key'] === FRESH_KEY) headers['idempotency-key'] = randomUUID();
      const response = await app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      report.requests += 1;
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const problems = responseProblems(response);
      if (problems.length > 0)
        report.failures.push({
          request,
          status: response.statusCode,
          body: response.body,
          problems,
        });
    }
    await options.afterOperation?.(operation);
  }
  return report;
}

export { describeFailures, neverSucceeded } from './fuzz-report';
