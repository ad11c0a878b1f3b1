import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema, SUCCESS_MESSAGE } from '@pamoja/contract/api-response';
import { messageResponse } from '@pamoja/contract/auth';
import { currentAuth } from '../auth/guard';
import { listResponse } from './list-response';

/** A page request as every list takes it, plus whatever filters the resource has. */
type ListQuery = { page: number; limit: number };

export interface OwnedCrudService<Item, New, Changes, Query extends ListQuery> {
  list(userId: string, query: Query): Promise<{ items: Item[]; total: number }>;
  get(userId: string, id: string): Promise<Item>;
  create(userId: string, input: New): Promise<Item>;
  update(userId: string, id: string, changes: Changes): Promise<Item>;
  remove(userId: string, id: string): Promise<void>;
}

export interface OwnedCrudOptions<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodType<ListQuery>,
> {
  /** e.g. 'bank-accounts' */
  path: string;
  /** e.g. 'BankAccount', for operation ids */
  entity: string;
  /** e.g. 'Bank account', for messages */
  label: string;
  /** OpenAPI tags of the routes. */
  tags: string[];
  guard: preHandlerAsyncHookHandler;
  schemas: { item: Item; list: z.ZodType; listQuery: Query; create: Create; update: Update };
  service: OwnedCrudService<z.output<Item>, z.output<Create>, z.output<Update>, z.output<Query>>;
}

/** The statuses an owned resource's routes may answer besides success. */
export const ownedCrudErrors = Object.fromEntries(
  [400, 401, 403, 404, 409, 410, 429].map((status) => [status, errorResponseSchema]),
);
const security = [{ bearerAuth: [] }];

/**
 * GET (paged), POST, GET/PUT/DELETE {id} of rows that belong to a person: every call acts on the
 * caller's own rows, and anyone else's id answers 404 (the service decides, by the caller's id).
 */
export function registerOwnedCrud<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodType<ListQuery>,
>(server: FastifyInstance, options: OwnedCrudOptions<Item, Create, Update, Query>) {
  // Generic schemas defeat the zod type provider's inference, so the handlers name their types;
  // the schemas still validate every request and shape every answer at run time.
  const app = server;
  type Params = { Params: { id: string } };
  const { path, entity, label, tags, guard, schemas, service } = options;
  const idParams = z.object({ id: z.uuid(`must be a ${label.toLowerCase()} id`) });
  const itemResponse = z.object({ message: z.string(), data: schemas.item });
  const common = { tags, security };

  app.get(
    `/${path}`,
    {
      preHandler: guard,
      schema: {
        ...common,
        operationId: `list${entity}s`,
        querystring: schemas.listQuery,
        response: { 200: schemas.list, ...ownedCrudErrors },
      },
    },
    async (request: FastifyRequest) => {
      const query = request.query as z.output<Query>;
      return listResponse(query, await service.list(currentAuth(request).userId, query));
    },
  );

  app.post(
    `/${path}`,
    {
      preHandler: guard,
      schema: {
        ...common,
        operationId: `create${entity}`,
        body: schemas.create,
        response: { 201: itemResponse, ...ownedCrudErrors },
      },
    },
    async (request: FastifyRequest, reply) => {
      const body = request.body as z.output<Create>;
      const data = await service.create(currentAuth(request).userId, body);
      return reply.code(201).send({ message: `${label} added.`, data });
    },
  );

  app.get(
    `/${path}/:id`,
    {
      preHandler: guard,
      schema: {
        ...common,
        operationId: `get${entity}`,
        params: idParams,
        response: { 200: itemResponse, ...ownedCrudErrors },
      },
    },
    async (request: FastifyRequest<Params>) => ({
      message: SUCCESS_MESSAGE,
      data: await service.get(currentAuth(request).userId, request.params.id),
    }),
  );

  app.put(
    `/${path}/:id`,
    {
      preHandler: guard,
      schema: {
        ...common,
        operationId: `update${entity}`,
        params: idParams,
        body: schemas.update,
        response: { 200: itemResponse, ...ownedCrudErrors },
      },
    },
    async (request: FastifyRequest<Params>) => {
      const changes = request.body as z.output<Update>;
      const data = await service.update(currentAuth(request).userId, request.params.id, changes);
      return { message: `${label} saved.`, data };
    },
  );

  app.delete(
    `/${path}/:id`,
    {
      preHandler: guard,
      schema: {
        ...common,
        operationId: `delete${entity}`,
        params: idParams,
        response: { 200: messageResponse, ...ownedCrudErrors },
      },
    },
    async (request: FastifyRequest<Params>) => {
      await service.remove(currentAuth(request).userId, request.params.id);
      return { message: `${label} deleted.`, data: null };
    },
  );
}
