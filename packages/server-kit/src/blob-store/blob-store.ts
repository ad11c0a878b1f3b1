/** Bytes kept by key, with the content type they were stored with. */
export interface StoredBlob {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded bytes live: the local disk or an S3 bucket (docs/domains/files.md). Keys are
 * chosen by the server (a file's id), never taken from a request.
 */
export interface BlobStore {
  /** Stores (or replaces) the bytes under the key. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under the key, or null when there are none. */
  get(key: string): Promise<StoredBlob | null>;
  /** Removes the key; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  /** Releases connections, and a throw-away folder's files. */
  close(): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * Keys are plain tokens (a UUID fits), so they can never climb out of a folder or a prefix.
 * A bad key is a bug in the caller, hence a plain Error rather than a 4xx.
 */
export function assertBlobKey(key: string): void {
  if (!KEY.test(key)) throw new Error(`blob key must be 1-200 of A-Z a-z 0-9 _ -, got ${key}`);
}
