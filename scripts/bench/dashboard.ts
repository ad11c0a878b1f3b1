import { hammer } from './http-load';

// The admin's home: every figure of the organisation in one answer (DESIGN budget < 100 ms).
const BUDGET_MS = 100;

/**
 * `GET dashboard/statistics` as the big organisation's admin: one request at a time (the
 * median of five, what a person opening /admin waits) and under load (p99 over 5 s on 8
 * connections). Answers the number of failed requests.
 */
export async function benchDashboard(baseUrl: string, headers: Record<string, string>) {
  const url = `${baseUrl}/api/v1/dashboard/statistics`;
  const alone: number[] = [];
  let body: { data?: { role?: string; leadsFunnel?: Record<string, number> } } = {};
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    body = (await response.json()) as typeof body;
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    alone.push(performance.now() - started);
  }
  const median = alone.sort((a, b) => a - b)[2]!;
  const loaded = await hammer(url, headers);
  const funnel = Object.values(body.data?.leadsFunnel ?? {}).reduce((sum, n) => sum + n, 0);
  console.table([
    {
      what: 'dashboard/statistics (admin)',
      'alone ms': Math.round(median),
      'p50 ms': loaded.p50,
      'p99 ms': loaded.p99,
      'req/s': Math.round(loaded.requestsPerSecond),
      'funnel leads': funnel,
      budget: loaded.p99 < BUDGET_MS ? 'ok' : 'over budget',
    },
  ]);
  return loaded.failed + (body.data?.role === 'ADMIN' ? 0 : 1);
}
