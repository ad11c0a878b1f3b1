import { randomUUID } from 'node:crypto';
import { clientErrorHandler, frameworkErrors } from './plugins/client-errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { responseSerializerCompiler } from './response-serializer';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface ServerOptions {
  /** false silences logs (tests); otherwise pino at the configured level. */
  logger?: boolean;
}

/**
 * The root HTTP server both services mount on: structured logs with request ids, zod validation,
 * security headers, CORS allow-list and body limits. It never listens by itself.
 */
/** The nearest `hops` proxies are believed, as Fastify does for a number at run time. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function createServer(
  config: Config,
  options: ServerOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers["x-csrf-token"]'],
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: false,
    // Take the caller's id only when it is a plain token, so logs cannot be forged.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Believing any X-Forwarded-For would let a caller pick a new address per try.
    trustProxy:
      typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.NODE_ENV === 'test'));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  await app.register(fastifyCors, {
    origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false,
    credentials: true,
  });
  return app;
}
