import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { createBlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import type { MainDatabase } from '../db/schema';
import type { DomainDependencies } from '../identity/identity-module';
import { createFileRepository } from './files-repository';
import { filesRoutes } from './files-routes';

export type { FileDto } from '@pamoja/contract/files';

/** Whether a file may be attached by someone (docs/domains/files.md). */
export interface FileLookup {
  usable(fileId: string, by: { userId: string; organisationId: string | null }): Promise<boolean>;
}

/**
 * For domains that reference uploaded files (products): true when the file exists and `by` may
 * read it — it is `by.userId`'s own upload, or it was uploaded for `by.organisationId`. A bad or
 * unknown id is simply false, so callers answer it as their own validation error.
 */
export function createFileLookup(db: Kysely<MainDatabase>): FileLookup {
  const files = createFileRepository(db);
  return {
    usable: (fileId, by) => files.usable(fileId, by.userId, by.organisationId),
  };
}

/** Uploads (`file-upload/single`) and serving them back (`files/{id}`). */
export const filesDomain: FastifyPluginAsync<DomainDependencies> = async (
  app,
  { identity, db, config },
) => {
  const store = createBlobStore(config);
  app.addHook('onClose', () => store.close());
  await app.register(filesRoutes, { identity, db, store });
};
