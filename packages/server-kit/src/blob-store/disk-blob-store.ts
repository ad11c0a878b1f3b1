import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertBlobKey, type BlobStore } from './blob-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Blobs as files in one folder: `<key>` holds the bytes and `<key>.type` the content type.
 * `ephemeral` folders (made for `memory://`) are deleted on close.
 */
export function createDiskBlobStore(folder: string, options: { ephemeral?: boolean } = {}) {
  const root = path.resolve(folder);
  const bytesPath = (key: string) => path.join(root, key);
  const typePath = (key: string) => path.join(root, `${key}.type`);

  // Written beside the target, then renamed: a reader never sees half a file.
  async function writeAtomically(target: string, data: Buffer | string) {
    await mkdir(root, { recursive: true });
    const temporary = path.join(root, `.${randomUUID()}.tmp`);
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  const store: BlobStore = {
    async put(key, bytes, contentType) {
      assertBlobKey(key);
      // The type first: the bytes appearing is what makes the blob exist.
      await writeAtomically(typePath(key), contentType);
      await writeAtomically(bytesPath(key), bytes);
    },

    async get(key) {
      assertBlobKey(key);
      try {
        const [bytes, contentType] = await Promise.all([
          readFile(bytesPath(key)),
          readFile(typePath(key), 'utf8'),
        ]);
        return { bytes, contentType };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(key) {
      assertBlobKey(key);
      await rm(bytesPath(key), { force: true });
      await rm(typePath(key), { force: true });
    },

    async close() {
      if (options.ephemeral) await rm(root, { recursive: true, force: true });
    },
  };
  return store;
}
