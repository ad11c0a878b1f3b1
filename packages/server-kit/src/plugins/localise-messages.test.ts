import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig } from '../config';
import { createServer } from '../create-server';
import { createDatabase, type DatabaseHandle } from '../database';
import { conflict } from '../errors';
import { registerServiceBase } from '../service-base';

const csrf = { 'x-csrf-token': 'f'.repeat(64) };

const messages = {
  sw: {
    Saved: 'Imehifadhiwa.',
    'is too short': 'ni fupi mno',
    'That e-mail is already registered.': 'Barua pepe hiyo tayari imesajiliwa.',
    '{} items skipped.': 'Vitu {1} vimerukwa.',
    'Not yours.': 'Si yako.',
    'The bank account': 'Akaunti ya benki',
    '{} was not found.': '{1} haikupatikana.',
  },
  fr: {
    Saved: 'Enregistré.',
    'is too short': 'est trop court',
    'That e-mail is already registered.': 'Cette adresse e-mail est déjà enregistrée.',
    '{} items skipped.': '{1} éléments ignorés.',
    'Not yours.': 'Pas à vous.',
    'The bank account': 'Le compte bancaire',
    '{} was not found.': '{1} est introuvable.',
  },
};

let app: FastifyInstance;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createDatabase({ dataDir: 'memory://' });
  app = await createServer(loadConfig({}), { logger: false });
  await app.register(
    async (service) =>
      registerServiceBase(
        service,
        { name: 'probe', db: database.db, title: 'P', description: 'P', version: '0', messages },
        async (v1) => {
          v1.post(
            '/echo',
            { schema: { body: z.object({ name: z.string().min(2, 'is too short') }) } },
            async () => ({ message: 'Saved', data: null }),
          );
          v1.post(
            '/typed',
            { schema: { body: z.object({ age: z.number().int().min(18), email: z.email() }) } },
            async () => ({ message: 'Saved', data: null }),
          );
          v1.get('/bulk', async () => ({
            message: '2 items skipped.',
            data: { skipped: [{ id: 'a', reason: 'Not yours.' }], own: { reason: 'Not yours.' } },
          }));
          v1.get('/conflict', async () => {
            throw conflict('That e-mail is already registered.', 'EMAIL_TAKEN');
          });
          v1.get('/missing', async () => {
            throw conflict('The bank account was not found.');
          });
        },
      ),
    { prefix: '/probe' },
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const ask = (url: string, language?: string, payload?: Record<string, unknown>) =>
  app.inject({
    method: payload === undefined ? 'GET' : 'POST',
    url: `/probe/v1/${url}`,
    headers: { ...csrf, ...(language ? { 'accept-language': language } : {}) },
    payload,
  });

describe('messages in the caller’s language', () => {
  it('answers in English without Accept-Language, and says so', async () => {
    const response = await ask('echo', undefined, { name: 'Wanjiru' });
    expect(response.json().message).toBe('Saved');
    expect(response.headers['content-language']).toBe('en');
    expect(response.headers['vary']).toMatch(/Accept-Language/);
  });

  it('translates success messages, domain errors and their error text', async () => {
    expect((await ask('echo', 'sw-KE,sw;q=0.9', { name: 'Wanjiru' })).json().message).toBe(
      'Imehifadhiwa.',
    );
    const conflict = await ask('conflict', 'fr-FR,fr;q=0.8,en;q=0.5');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: 'Cette adresse e-mail est déjà enregistrée.',
      errorMessage: 'Cette adresse e-mail est déjà enregistrée.',
    });
    expect(conflict.headers['content-language']).toBe('fr');
  });

  it('fills templates and translates values that are catalogued phrases', async () => {
    expect((await ask('bulk', 'sw')).json().message).toBe('Vitu 2 vimerukwa.');
    expect((await ask('missing', 'fr')).json().message).toBe('Le compte bancaire est introuvable.');
  });

  it('translates per-item reasons but not a record’s own reason', async () => {
    const { data } = (await ask('bulk', 'fr')).json();
    expect(data.skipped[0].reason).toBe('Pas à vous.');
    expect(data.own.reason).toBe('Not yours.');
  });

  it('translates a schema’s own validation message in the details and the summary', async () => {
    const response = await ask('echo', 'sw', { name: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'name: ni fupi mno',
      details: [{ path: 'name', message: 'ni fupi mno' }],
    });
  });

  it('words zod’s own messages in the language', async () => {
    const sw = (await ask('typed', 'sw', { age: 12, email: 'nope' })).json();
    expect(sw.details).toEqual([
      { path: 'age', message: 'Lazima iwe angalau 18.' },
      { path: 'email', message: 'Weka barua pepe sahihi.' },
    ]);
    const fr = (await ask('typed', 'fr', {})).json();
    expect(fr.details.map((d: { message: string }) => d.message)).toEqual([
      'Obligatoire.',
      'Obligatoire.',
    ]);
  });

  it('prefers the highest weight and ignores unsupported or refused languages', async () => {
    const pick = async (header: string) =>
      (await ask('echo', header, { name: 'Wanjiru' })).headers['content-language'];
    expect(await pick('de, fr;q=0.4, sw;q=0.7')).toBe('sw');
    expect(await pick('sw;q=0, fr;q=0.1')).toBe('fr');
    expect(await pick('de-CH, ja')).toBe('en');
    expect(await pick('xx;q=abc, ,;;')).toBe('en');
  });
});
