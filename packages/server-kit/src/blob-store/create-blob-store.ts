import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Config } from '../config';
import type { BlobStore } from './blob-store';
import { createDiskBlobStore } from './disk-blob-store';
import { createS3BlobStore } from './s3-blob-store';

export type { BlobStore, StoredBlob } from './blob-store';

type StorageConfig = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/**
 * The configured store: S3 when `S3_BUCKET` is set, else `<DATA_DIR>/files`. With
 * `DATA_DIR=memory://` the files go to a fresh temporary folder, gone when the store closes,
 * like the in-memory database beside them.
 */
export function createBlobStore(config: StorageConfig): BlobStore {
  if (config.S3_BUCKET) {
    const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
    return createS3BlobStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    });
  }
  if (config.DATA_DIR.startsWith('memory://')) {
    const folder = mkdtempSync(path.join(tmpdir(), 'pamoja-files-'));
    return createDiskBlobStore(folder, { ephemeral: true });
  }
  return createDiskBlobStore(path.join(config.DATA_DIR, 'files'));
}
