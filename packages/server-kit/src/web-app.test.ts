import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

const SCRIPT = `console.log(${JSON.stringify('Pamoja '.repeat(200))});`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'pamoja-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Pamoja</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(dist, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  app = Fastify();
  await registerWebApp(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('registerWebApp', () => {
  it('sends the brotli or gzip copy the browser accepts, cached for a year', async () => {
    const brotli = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await app.inject({
      url: '/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject('/assets/app-1a2b.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers page paths with index.html, never cached, and unknown files with a JSON 404', async () => {
    const page = await app.inject('/airtime/groups');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Pamoja</title>');
    const missing = await app.inject('/assets/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
