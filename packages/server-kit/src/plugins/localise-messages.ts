import type { FastifyInstance } from 'fastify';
import { pickLanguage, type ServerLanguage } from '../i18n/language';
import type { Translate } from '../i18n/translator';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of the answer's messages, from `Accept-Language`. */
    language: ServerLanguage;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function translateReasons(data: unknown, translate: (text: string) => string): void {
  // Per-item reasons of bulk answers and upload reports (`data.skipped[].reason`,
  // `data.rejectedRows[].reason`); a record's own `reason` is what a person typed, left alone.
  if (!isObject(data)) return;
  for (const value of Object.values(data)) {
    if (!Array.isArray(value)) continue;
    for (const item of value) {
      if (isObject(item) && typeof item['reason'] === 'string') {
        item['reason'] = translate(item['reason']);
      }
    }
  }
}

/** The envelope's sentences in the caller's language: `message`, `errorMessage`, details, reasons. */
export function localisePayload(payload: unknown, translate: (text: string) => string): unknown {
  if (!isObject(payload)) return payload;
  const copy: Json = { ...payload };
  for (const key of ['message', 'errorMessage'] as const) {
    if (typeof copy[key] === 'string') copy[key] = translate(copy[key]);
  }
  if (Array.isArray(copy['details'])) {
    copy['details'] = copy['details'].map((detail: unknown) =>
      isObject(detail) && typeof detail['message'] === 'string'
        ? { ...detail, message: translate(detail['message']) }
        : detail,
    );
  }
  translateReasons(copy['data'], translate);
  return copy;
}

/**
 * Answers in English, Swahili or French as `Accept-Language` asks: the services write their
 * messages in English and the catalogues translate them on the way out.
 */
export function registerMessageLocalisation(app: FastifyInstance, translate: Translate): void {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = pickLanguage(request.headers['accept-language']);
  });
  app.addHook('preSerialization', async (request, _reply, payload) =>
    request.language === 'en'
      ? payload
      : localisePayload(payload, (text) => translate(text, request.language)),
  );
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-language', request.language);
    const vary = reply.getHeader('vary');
    const current = typeof vary === 'string' ? vary : '';
    if (!/accept-language/i.test(current)) {
      reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language');
    }
  });
}
