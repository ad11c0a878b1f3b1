import { completeLogin, openLogin, sealLogin, type LoginData } from './session-persistence';

/*
 * The last renewal of this browser's session, in IndexedDB: the tab that renewed records the
 * refresh token it spent and the pair it got before the next tab may renew. localStorage reaches
 * other tabs late (each renderer keeps its own copy and hears of changes afterwards), so a tab
 * that takes its turn right after another's renewal can still read the spent token there and
 * spend it again, which ends the session. IndexedDB answers every tab from one store.
 */

const DATABASE = 'pamoja.session';
const STORE = 'renewals';
const LAST = 'last';

interface Renewal {
  /** SHA-256 of the spent refresh token, hex: the token itself is not kept. */
  spent: string;
  /** The pair it was renewed for, sealed as the stored session is. */
  sealed: string;
}

let opened: Promise<IDBDatabase | null> | null = null;

/** The database, or null where the browser has no IndexedDB (the handoff is then skipped). */
function database(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  opened ??= new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  return opened;
}

async function fingerprint(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs one request on the store; settles once its transaction is committed. The handoff only
 * spares a renewal: where it fails (no IndexedDB, a closed database) it answers undefined and
 * the renewal goes on as without it.
 */
async function onStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

/** Records that `spentToken` was renewed for `pair`; settles once other tabs can read it. */
export async function recordRenewal(spentToken: string, pair: LoginData): Promise<void> {
  try {
    const renewal: Renewal = {
      spent: await fingerprint(spentToken),
      sealed: await sealLogin(pair),
    };
    await onStore('readwrite', (store) => store.put(renewal, LAST));
  } catch {
    // Unrecorded, the next tab renews as before the handoff: the renewal itself succeeded.
  }
}

/** The pair another tab renewed `refreshToken` for, if the last renewal spent it. */
export async function renewalOf(refreshToken: string) {
  try {
    const renewal = (await onStore('readonly', (store) => store.get(LAST))) as Renewal | undefined;
    if (!renewal || renewal.spent !== (await fingerprint(refreshToken))) return null;
    return completeLogin(await openLogin(renewal.sealed));
  } catch {
    // Unreadable (another key, no Web Crypto): this tab renews for itself.
    return null;
  }
}

/** Forgets the last renewal (logout): no tab may take a pair of an ended session from it. */
export async function forgetRenewals(): Promise<void> {
  await onStore('readwrite', (store) => store.delete(LAST));
}
