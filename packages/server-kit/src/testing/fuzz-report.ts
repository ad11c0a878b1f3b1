import type { FuzzRequest } from './fuzz-requests';
import type { FuzzReport, FuzzFailure } from './fuzz-runner';

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text;

const payloadText = (payload: FuzzRequest['payload']) =>
  payload === undefined
    ? ''
    : Buffer.isBuffer(payload)
      ? `<${payload.length} bytes>`
      : clip(JSON.stringify(payload), 300);

/**
 * Every failure in one message, grouped by operation, status and problem (three examples each),
 * with the settings that replay the run.
 */
export function describeFailures(report: FuzzReport, settings: { seed: number; runs: number }) {
  const groups = new Map<string, FuzzFailure[]>();
  for (const failure of report.failures) {
    const group = `${failure.request.operation} → ${failure.status}: ${failure.problems.join('; ')}`;
    groups.set(group, [...(groups.get(group) ?? []), failure]);
  }
  const lines = [
    `${report.failures.length} bad answers in ${groups.size} groups (replay: FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs})`,
  ];
  for (const [group, failures] of groups) {
    lines.push('', `${group} (${failures.length}×)`);
    for (const { request, body } of failures.slice(0, 3)) {
      const extra = Object.entries(request.headers).map(
        ([name, value]) => `${name}: ${clip(value, 40)}`,
      );
      lines.push(
        `  ${request.kind}, as ${request.caller}: ${request.method} ${clip(request.url, 200)} ${extra.join(', ')} ${payloadText(request.payload)}`,
        `    ← ${clip(body, 400)}`,
      );
    }
  }
  return lines.join('\n');
}

/** Operations that never answered 2xx: the document may not state a rule the server checks. */
export function neverSucceeded(report: FuzzReport): string[] {
  return [...report.statuses]
    .filter(([, statuses]) => ![...statuses.keys()].some((status) => status < 300))
    .map(([key, statuses]) => `${key} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')})`);
}
