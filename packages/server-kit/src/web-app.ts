import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built single-page app at `/`: hashed assets cached for a year (brotli or gzip when
 * the build made them and the browser takes them), `index.html` never cached, and any other page path answered with `index.html` so the client router takes it.
 * Paths under the services' prefixes keep their own JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No web build in ${distDir}: run \`npm run build\` first.`);
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; the one the browser accepts is sent.
    preCompressed: true,
    // Its own 'public, max-age=0' would overwrite the cache policy set below.
    cacheControl: false,
    setHeaders: (response, path) => {
      const immutable = path.includes(`${join(distDir, 'assets')}`);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    const message = `There is no ${request.method} ${request.url.split('?')[0]} here.`;
    return reply.code(404).send(errorBody(404, 'ROUTE_NOT_FOUND', message));
  });
}
