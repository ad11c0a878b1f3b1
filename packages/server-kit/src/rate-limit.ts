import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { normalisePhone } from '@pamoja/contract/phone-number';
import { AppError } from './errors';

export interface AttemptLimits {
  perIp: number;
  perAccount: number;
}

/**
 * Limits for routes that guess secrets (login, password reset, OTP, PIN): a budget per IP and
 * one per account, each per minute, answered with 429 in the error shape.
 */
export async function registerAttemptLimits(app: FastifyInstance) {
  await app.register(fastifyRateLimit, { global: false, timeWindow: 60_000 });
}

/**
 * One budget per account however it is written: a phone in any accepted form (0700…, 254700…,
 * +254…, with spaces) is its 254… number, an e-mail is lower-cased.
 */
export function accountKey(name: string): string {
  return normalisePhone(name) ?? name.trim().toLowerCase();
}

export function attemptLimits(
  app: FastifyInstance,
  limits: AttemptLimits,
  account: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  // Two independent budgets; the plugin's own hook would run only the first of two per request.
  const checks = [
    app.createRateLimit({ max: limits.perIp, keyGenerator: (request) => `ip:${request.ip}` }),
    app.createRateLimit({
      max: limits.perAccount,
      keyGenerator: (request) => {
        const name = account(request);
        return `account:${name ? accountKey(name) : request.ip}`;
      },
    }),
  ];
  return async function limitAttempts(request) {
    for (const check of checks) {
      const outcome = await check(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        const seconds = Math.max(1, outcome.ttlInSeconds);
        throw new AppError(
          429,
          'RATE_LIMITED',
          `Too many attempts. Try again in ${seconds} seconds.`,
        );
      }
    }
  };
}
