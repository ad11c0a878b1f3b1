import { execFileSync } from 'node:child_process';

// The sweeps (every screen and demo page audited in both skins, every route opened first) are
// most of the suite's time: a run checks one of SHARES shares of their items. The share follows
// the commit, so consecutive commits cover every item; E2E_SWEEP=all checks them all, and
// E2E_SWEEP=2/3 a given share.

const SHARES = 3;

export interface Share {
  index: number;
  of: number;
}

/** The share named by E2E_SWEEP, or the commit's; null means every item. */
export function sweepShare(setting = process.env.E2E_SWEEP): Share | null {
  if (setting === 'all') return null;
  const named = setting?.match(/^(\d+)\/(\d+)$/);
  if (named) {
    const share = { index: Number(named[1]), of: Number(named[2]) };
    if (share.of < 1 || share.index < 1 || share.index > share.of) {
      throw new Error(`E2E_SWEEP=${setting}: the share must be k/n with 1 ≤ k ≤ n.`);
    }
    return share;
  }
  if (setting) throw new Error(`E2E_SWEEP=${setting}: use "all" or a share such as "2/3".`);
  return { index: (commitNumber() % SHARES) + 1, of: SHARES };
}

function commitNumber(): number {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' });
    return parseInt(head.slice(0, 8), 16);
  } catch {
    // Outside a git checkout (an unpacked archive): the first share.
    return 0;
  }
}

const chosen = sweepShare();

/** The items of a sweep this run checks: every n-th, from the share's place. */
export function ofThisRun<T>(items: readonly T[], share = chosen): T[] {
  return share ? items.filter((_, at) => at % share.of === share.index - 1) : [...items];
}

/** Whether a single sweep check (a named audit) is this run's: by a stable hash of its name. */
export function isThisRuns(name: string, share = chosen): boolean {
  if (!share) return true;
  let hash = 2166136261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash % share.of === share.index - 1;
}

/** For the report: which share this run checks. */
export const sweepLabel = (share = chosen) =>
  share ? `share ${share.index} of ${share.of} (E2E_SWEEP=all for every item)` : 'every item';
