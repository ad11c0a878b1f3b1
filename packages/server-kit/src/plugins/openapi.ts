import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@pamoja/contract/api-response';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  title: string;
  description: string;
  version: string;
}

/**
 * Registers the OpenAPI document of the routes registered after it in this context. The JSON is
 * served at `v1/openapi.json` and a browsable reference at `docs`, both relative to the context.
 */
type HeaderSchema = { type?: string; properties?: Record<string, unknown>; required?: string[] };

/**
 * Routes marked `config: { idempotency: true }` check their Idempotency-Key in a hook, not in
 * their schema: the document states it anyway, so a client generated from it sends one.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const document = jsonSchemaTransform(input);
  if (!(input.route.config as { idempotency?: boolean } | undefined)?.idempotency) return document;
  const headers = (document.schema.headers ?? { type: 'object' }) as HeaderSchema;
  const idempotencyKey = {
    type: 'string',
    pattern: IDEMPOTENCY_KEY_PATTERN.source,
    description:
      'Any unique value per operation (a UUID): a retry with it never moves money twice.',
  };
  return {
    ...document,
    schema: {
      ...document.schema,
      headers: {
        ...headers,
        type: 'object',
        properties: { ...headers.properties, 'idempotency-key': idempotencyKey },
        required: [...(headers.required ?? []), 'idempotency-key'],
      },
    },
  };
};

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: options.title, description: options.description, version: options.version },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          organisation: { type: 'apiKey', in: 'header', name: 'x-organization' },
          csrf: { type: 'apiKey', in: 'header', name: 'x-csrf-token' },
        },
      },
    },
    transform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
