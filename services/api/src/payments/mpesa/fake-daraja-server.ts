import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests only: a local stand-in for Safaricom's Daraja API on 127.0.0.1 (docs/testing.md). */
export interface FakeAnswer {
  status: number;
  body: unknown;
  /** Wait this long before answering (to provoke client timeouts). */
  delayMs?: number;
}

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

export async function startFakeDaraja(credentials = { key: 'key', secret: 'secret' }) {
  const expected = `Basic ${Buffer.from(`${credentials.key}:${credentials.secret}`).toString('base64')}`;
  const handlers = new Map<string, (body: Record<string, unknown>) => FakeAnswer>();
  const requests: RecordedRequest[] = [];
  const state = { tokensIssued: 0, expiresIn: '3599', currentToken: '' };

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const reply = ({ status, body, delayMs = 0 }: FakeAnswer) =>
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    if (path === '/oauth/v1/generate') {
      if (request.headers.authorization !== expected) {
        return reply({
          status: 400,
          body: { errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' },
        });
      }
      state.tokensIssued += 1;
      state.currentToken = `token-${state.tokensIssued}`;
      return reply({
        status: 200,
        body: { access_token: state.currentToken, expires_in: state.expiresIn },
      });
    }
    void readBody(request).then((body) => {
      requests.push({ path, authorization: request.headers.authorization, body });
      if (request.headers.authorization !== `Bearer ${state.currentToken}`) {
        return reply({
          status: 401,
          body: { errorCode: '404.001.03', errorMessage: 'Invalid Access Token' },
        });
      }
      const handler = handlers.get(path);
      reply(handler ? handler(body) : { status: 404, body: { errorMessage: 'No such API' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    requests,
    /** What Daraja answers on a path from now on. */
    on(path: string, handler: (body: Record<string, unknown>) => FakeAnswer) {
      handlers.set(path, handler);
    },
    /** Forgets every token it issued, as Daraja does when one is revoked. */
    revokeTokens() {
      state.currentToken = 'revoked';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeDaraja = Awaited<ReturnType<typeof startFakeDaraja>>;
