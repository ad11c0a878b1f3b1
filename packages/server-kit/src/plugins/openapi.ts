import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
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
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
