import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { BlobStore } from './blob-store';
import { createBlobStore } from './create-blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from './fake-s3-server';

const BUCKET = 'pamoja-test-files';
// Every byte value, so nothing is silently re-encoded as text on the way.
const bytes = Buffer.from(Array.from({ length: 4096 }, (_, index) => index % 256));

/** What every store must do, whatever keeps the bytes. */
function behavesAsABlobStore(open: () => BlobStore) {
  let store: BlobStore;
  beforeAll(() => {
    store = open();
  });

  it('gives back exactly what was put, with its content type', async () => {
    await store.put('1d8c6f0e-3b1a-4a53-9c0e-6a0c0e6f9b11', bytes, 'image/png');
    const blob = await store.get('1d8c6f0e-3b1a-4a53-9c0e-6a0c0e6f9b11');
    expect(blob?.contentType).toBe('image/png');
    expect(blob?.bytes.equals(bytes)).toBe(true);
  });

  it('replaces the bytes put again under the same key', async () => {
    await store.put('replaced', Buffer.from('first'), 'application/pdf');
    await store.put('replaced', Buffer.from('second'), 'image/webp');
    const blob = await store.get('replaced');
    expect(blob?.bytes.toString()).toBe('second');
    expect(blob?.contentType).toBe('image/webp');
  });

  it('answers null for a missing key, and after a removal', async () => {
    expect(await store.get('never-stored')).toBeNull();
    await store.put('removed', bytes, 'image/jpeg');
    await store.remove('removed');
    expect(await store.get('removed')).toBeNull();
    await expect(store.remove('removed')).resolves.toBeUndefined();
  });

  it('refuses keys that could name another place', async () => {
    await expect(store.put('../escape', bytes, 'image/png')).rejects.toThrow(/blob key/);
    await expect(store.get('a/b')).rejects.toThrow(/blob key/);
    await expect(store.remove('')).rejects.toThrow(/blob key/);
  });
}

describe('disk blob store', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'pamoja-disk-store-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  behavesAsABlobStore(() => createDiskBlobStore(path.join(folder, 'files')));

  it('keeps its files under <DATA_DIR>/files', async () => {
    const store = createBlobStore(loadConfig({ DATA_DIR: folder }));
    await store.put('kept', bytes, 'image/png');
    expect(await readdir(path.join(folder, 'files'))).toContain('kept');
    await store.close();
    expect((await stat(path.join(folder, 'files', 'kept'))).size).toBe(bytes.length);
  });

  it('uses a throw-away folder for memory://, removed on close', async () => {
    const store = createBlobStore(loadConfig({ DATA_DIR: 'memory://' }));
    await store.put('temporary', bytes, 'image/png');
    expect((await store.get('temporary'))?.bytes.length).toBe(bytes.length);
    await store.close();
    expect(await store.get('temporary')).toBeNull();
  });
});

describe('S3 blob store against s3rver', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  const stores: BlobStore[] = [];
  beforeAll(async () => {
    fake = await startFakeS3(BUCKET);
  });
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await fake.stop();
  });

  const open = () => {
    const store = createBlobStore(
      loadConfig({
        DATA_DIR: 'memory://',
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: fake.endpoint,
        S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
      }),
    );
    stores.push(store);
    return store;
  };
  behavesAsABlobStore(open);
});

describe('storage configuration', () => {
  it('asks for an S3 key and its secret together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrowError(
      /S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(() => loadConfig({ S3_SECRET_ACCESS_KEY: 'secret' })).toThrowError(
      /S3_ACCESS_KEY_ID: set both/,
    );
  });

  it('reads the path-style switch, leaving it unset by default', () => {
    expect(loadConfig({}).S3_FORCE_PATH_STYLE).toBeUndefined();
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(loadConfig({}).S3_REGION).toBe('us-east-1');
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrowError(/S3_ENDPOINT/);
  });
});
