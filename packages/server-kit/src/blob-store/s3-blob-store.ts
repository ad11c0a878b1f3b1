import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertBlobKey, type BlobStore } from './blob-store';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, a test fake); unset: AWS itself. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (environment, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

// A missing object is NoSuchKey from S3; some compatible servers answer a bare 404.
const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
};

/** Blobs as objects of one bucket, keyed by the blob key itself. */
export function createS3BlobStore(options: S3BlobStoreOptions): BlobStore {
  const clientConfig: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
  };
  if (options.endpoint) {
    clientConfig.endpoint = options.endpoint;
    // Since 3.729 the SDK adds CRC32 checksums to every request by default, which several
    // S3-compatible servers refuse; AWS itself keeps the default. (s3rver accepts both.)
    clientConfig.requestChecksumCalculation = 'WHEN_REQUIRED';
    clientConfig.responseChecksumValidation = 'WHEN_REQUIRED';
  }
  if (options.credentials) clientConfig.credentials = options.credentials;
  const client = new S3Client(clientConfig);
  const Bucket = options.bucket;

  return {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return { bytes, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertBlobKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}
