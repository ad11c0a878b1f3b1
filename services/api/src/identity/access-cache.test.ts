import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { accessWritesPlugin, onAccessWrite } from '../db/access-writes';
import { createAccessCache, type AccessAnswer } from './access-cache';

const caller = { sessionId: 's-1', userId: 'u-1', role: 'ADMIN' };
const organisation = 'o-1';
const yes: AccessAnswer = { live: true, member: true };

/** A cache that is listening, an `ask` that counts its calls, and a clock to move. */
function listeningCache(answer: AccessAnswer = yes) {
  let time = 1_000;
  const cache = createAccessCache({ ttlMs: 500, maxEntries: 3, now: () => time });
  cache.listening(true);
  const ask = vi.fn(async () => answer);
  return { cache, ask, later: (ms: number) => (time += ms) };
}

describe('the access cache', () => {
  it('keeps nothing until it is told changes are heard', async () => {
    const cache = createAccessCache();
    const ask = vi.fn(async () => yes);
    await cache.answer(caller, organisation, ask);
    await cache.answer(caller, organisation, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps an answer that lets the caller in, for the same session, user, role and organisation', async () => {
    const { cache, ask } = listeningCache();
    expect(await cache.answer(caller, organisation, ask)).toEqual(yes);
    expect(await cache.answer(caller, organisation, ask)).toEqual(yes);
    expect(ask).toHaveBeenCalledTimes(1);
    for (const other of [
      { ...caller, sessionId: 's-2' },
      { ...caller, userId: 'u-2' },
      { ...caller, role: 'MEMBER' },
    ])
      await cache.answer(other, organisation, ask);
    await cache.answer(caller, 'o-2', ask);
    await cache.answer(caller, null, ask);
    expect(ask).toHaveBeenCalledTimes(6);
  });

  it.each([
    ['a revoked session', { live: false, member: true }, organisation],
    ['no membership of the organisation', { live: true, member: false }, organisation],
    ['a revoked session, no organisation named', { live: false, member: false }, null],
  ])('asks again after a refusal: %s', async (_, answer, organisationId) => {
    const { cache, ask } = listeningCache(answer);
    expect(await cache.answer(caller, organisationId, ask)).toEqual(answer);
    await cache.answer(caller, organisationId, ask);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps a live session with no organisation named', async () => {
    const { cache, ask } = listeningCache({ live: true, member: false });
    await cache.answer(caller, null, ask);
    await cache.answer(caller, null, ask);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('forgets on a change, and does not keep an answer asked across one', async () => {
    const { cache, ask } = listeningCache();
    await cache.answer(caller, organisation, ask);
    cache.changed();
    let release = () => undefined as void;
    const slow = vi.fn(
      () =>
        new Promise<AccessAnswer>((resolve) => {
          release = () => resolve(yes);
        }),
    );
    const pending = cache.answer(caller, organisation, slow);
    // The change commits while the answer is read: it may hold the state before it.
    cache.changed();
    release();
    await pending;
    await cache.answer(caller, organisation, ask);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('forgets and keeps nothing while changes are not heard', async () => {
    const { cache, ask } = listeningCache();
    await cache.answer(caller, organisation, ask);
    cache.listening(false);
    await cache.answer(caller, organisation, ask);
    await cache.answer(caller, organisation, ask);
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it('trusts a kept answer for its time only, and holds a bounded number', async () => {
    const { cache, ask, later } = listeningCache();
    await cache.answer(caller, organisation, ask);
    later(499);
    await cache.answer(caller, organisation, ask);
    expect(ask).toHaveBeenCalledTimes(1);
    later(1);
    await cache.answer(caller, organisation, ask);
    expect(ask).toHaveBeenCalledTimes(2);
    // Three more callers fill it; the fourth empties it first.
    for (const sessionId of ['a', 'b', 'c'])
      await cache.answer({ ...caller, sessionId }, null, ask);
    await cache.answer(caller, organisation, ask);
    expect(ask).toHaveBeenCalledTimes(6);
  });
});

describe('the access writes plugin', () => {
  const db = new Kysely<Record<string, { id: string; roles: string }>>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [accessWritesPlugin],
  });

  it('tells of updates and deletes of the tables that decide access, and of nothing else', async () => {
    const told = vi.fn();
    const stop = onAccessWrite(told);
    await db.updateTable('memberships').set({ roles: '{}' }).execute();
    await db.deleteFrom('refresh_tokens').execute();
    await db.updateTable('organisations as o').set({ id: 'x' }).execute();
    expect(told).toHaveBeenCalledTimes(3);
    await db.selectFrom('memberships').selectAll().execute();
    await db.insertInto('memberships').values({ id: 'x', roles: '{}' }).execute();
    await db.updateTable('leads').set({ id: 'x' }).execute();
    await db.deleteFrom('users').execute();
    expect(told).toHaveBeenCalledTimes(3);
    stop();
    await db.deleteFrom('memberships').execute();
    expect(told).toHaveBeenCalledTimes(3);
  });
});
