/** Where the database tells of changes to access (migration 0022's triggers). */
export const ACCESS_CHANNEL = 'pamoja_access';

export interface AccessAnswer {
  live: boolean;
  member: boolean;
}

interface Caller {
  sessionId: string;
  userId: string;
  role: string;
}

export interface AccessCacheOptions {
  /** How long a kept answer is trusted at most, should a change go unheard. */
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * The guard's answers that let a caller in (a live session and, when the request names an
 * organisation, a membership with the role), kept until anything that could take them back
 * changes: a session revoked, a membership changed or ended, an organisation deleted. It keeps
 * nothing unless it is told changes are heard (`listening`), and an answer asked for across a
 * change is not kept: it may have been read before the change committed.
 */
export function createAccessCache(options: AccessCacheOptions = {}) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const kept = new Map<string, { answer: AccessAnswer; until: number }>();
  let generation = 0;
  let listening = false;
  const forget = () => {
    generation += 1;
    kept.clear();
  };
  const keyOf = (caller: Caller, organisationId: string | null) =>
    `${caller.sessionId}|${caller.userId}|${caller.role}|${organisationId ?? ''}`;

  return {
    /** The answer for the caller, from the cache when it holds one, else asked and maybe kept. */
    async answer(
      caller: Caller,
      organisationId: string | null,
      ask: () => Promise<AccessAnswer>,
    ): Promise<AccessAnswer> {
      const key = keyOf(caller, organisationId);
      const entry = kept.get(key);
      if (entry && entry.until > now()) return entry.answer;
      const asked = generation;
      const answer = await ask();
      const letsIn = answer.live && (answer.member || organisationId === null);
      if (letsIn && listening && asked === generation) {
        if (kept.size >= maxEntries) kept.clear();
        kept.set(key, { answer, until: now() + ttlMs });
      }
      return answer;
    },
    /** Something that decides access changed: nothing kept before it is trusted. */
    changed: forget,
    /** Whether changes are heard; while they are not, nothing is kept. */
    listening(value: boolean) {
      listening = value;
      forget();
    },
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
