import type { FastifyPluginAsync, preHandlerAsyncHookHandler } from 'fastify';
import { createBlobStore } from '@pamoja/server-kit/blob-store/create-blob-store';
import type { Config } from '@pamoja/server-kit/config';
import type { LearningDb } from '../db/schema';
import { materialRoutes } from './material-routes';
import { createMaterialService } from './material-service';

export { createMaterialRepository } from './material-repository';

/** Files attached to lessons, kept in the blob store the main service's files use. */
export const materialsDomain: FastifyPluginAsync<{
  db: LearningDb;
  config: Config;
  defaultProject: string;
  canRead: preHandlerAsyncHookHandler;
}> = async (app, { db, config, defaultProject, canRead }) => {
  const store = createBlobStore(config);
  app.addHook('onClose', () => store.close());
  await app.register(materialRoutes, {
    service: createMaterialService(db, store),
    defaultProject,
    guard: canRead,
  });
};
