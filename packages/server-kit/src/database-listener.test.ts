import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChannelListener } from './database-listener';
import { sharedTestDatabase } from './testing/test-database';

// LISTEN over a connection of its own, on the worker's PostgreSQL database (the embedded one
// has no other writer and no listener).

const handle = await sharedTestDatabase();
const CHANNEL = 'pamoja_listener_test';

/** What `read` gives, asked again until it holds or five seconds pass. */
const settles = <T>(read: () => T) => expect.poll(read, { timeout: 5000, interval: 20 });

describe.skipIf(!handle.listen)('listening to a channel on PostgreSQL', () => {
  const heard: string[] = [];
  let listener: ChannelListener | undefined;
  afterAll(() => listener?.close());

  it('hears what commits, reports a lost connection, and listens again', async () => {
    listener = await handle.listen!(CHANNEL, {
      notified: () => heard.push('notified'),
      listening: (value) => heard.push(value ? 'listening' : 'lost'),
    });
    expect(heard).toEqual(['listening']);
    await sql`select pg_notify(${CHANNEL}, '')`.execute(handle.db);
    // Another channel, or a notification rolled back, says nothing.
    await sql`select pg_notify('pamoja_other_channel', '')`.execute(handle.db);
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify(${CHANNEL}, '')`.execute(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await settles(() => heard.includes('notified')).toBe(true);

    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query = ${`listen "${CHANNEL}"`}`.execute(handle.db);
    await settles(() => heard.filter((event) => event === 'listening').length).toBe(2);
    expect(heard).toEqual(['listening', 'notified', 'lost', 'listening']);
    await sql`select pg_notify(${CHANNEL}, '')`.execute(handle.db);
    await settles(() => heard.at(-1)).toBe('notified');
  });

  it('stops when closed', async () => {
    await listener!.close();
    expect(heard.at(-1)).toBe('lost');
    const before = heard.length;
    await sql`select pg_notify(${CHANNEL}, '')`.execute(handle.db);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.length).toBe(before);
  });
});
