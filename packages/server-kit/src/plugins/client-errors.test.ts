import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createServer } from '../create-server';

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await createServer(loadConfig({ NODE_ENV: 'test' }), { logger: false });
  app.get('/things/:id', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes, as a broken client would, and reads the whole answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('requests refused before any route sees them', () => {
  it('answer a broken percent-encoding in the error shape', async () => {
    const response = await app.inject('/things/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/percent-encoding/);
  });

  it('answer headers too large with 431 in the error shape', async () => {
    const answer = await raw(
      `GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 431, code: 'HEADERS_TOO_LARGE' });
  });

  it('answer a header with a forbidden character with 400 in the error shape', async () => {
    const answer = await raw('GET /things/1 HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });
});
