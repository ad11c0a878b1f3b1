import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { agent, member, sessionFor } from '../testing/fixtures';
import { forgetRenewals, recordRenewal, renewalOf } from './renewal-handoff';
import { setSessionCodec } from './session-persistence';

const spent = sessionFor(member);
const pair = {
  userData: agent,
  accessToken: 'access-2',
  refreshToken: 'refresh-token-2-0123456789',
};

/** Every record of the handoff's store, as IndexedDB holds it. */
async function rawRecords(): Promise<unknown[]> {
  const db = await new Promise<IDBDatabase>((resolve) => {
    const request = indexedDB.open('pamoja.session', 1);
    request.onsuccess = () => resolve(request.result);
  });
  return new Promise((resolve) => {
    const request = db.transaction('renewals').objectStore('renewals').getAll();
    request.onsuccess = () => resolve(request.result);
  });
}

beforeEach(() => forgetRenewals());
afterEach(() => setSessionCodec(null));

describe('the renewal handoff', () => {
  test('gives the renewed pair for the spent token, and nothing for another', async () => {
    await recordRenewal(spent.refreshToken, pair);
    expect(await renewalOf(spent.refreshToken)).toEqual(pair);
    expect(await renewalOf(pair.refreshToken)).toBeNull();
  });

  test('keeps the last renewal only', async () => {
    const next = { ...pair, accessToken: 'access-3', refreshToken: 'refresh-token-3-0123456789' };
    await recordRenewal(spent.refreshToken, pair);
    await recordRenewal(pair.refreshToken, next);
    expect(await renewalOf(spent.refreshToken)).toBeNull();
    expect(await renewalOf(pair.refreshToken)).toEqual(next);
  });

  test('keeps neither the spent token nor the pair in plain text', async () => {
    setSessionCodec({
      encode: async (plain) => `sealed:${btoa(plain)}`,
      decode: async (stored) => atob(stored.replace(/^sealed:/, '')),
    });
    await recordRenewal(spent.refreshToken, pair);
    const text = JSON.stringify(await rawRecords());
    expect(text).not.toContain(spent.refreshToken);
    expect(text).not.toContain(pair.accessToken);
    expect(text).toContain('sealed:');
    expect(await renewalOf(spent.refreshToken)).toEqual(pair);
  });

  test('answers nothing for a record it cannot open, and nothing after logout', async () => {
    await recordRenewal(spent.refreshToken, pair);
    setSessionCodec({
      encode: async (plain) => plain,
      decode: async () => {
        throw new Error('another key');
      },
    });
    expect(await renewalOf(spent.refreshToken)).toBeNull();
    setSessionCodec(null);
    await forgetRenewals();
    expect(await renewalOf(spent.refreshToken)).toBeNull();
    expect(await rawRecords()).toEqual([]);
  });
});
