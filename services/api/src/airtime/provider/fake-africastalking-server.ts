import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** For tests only: a local stand-in for Africa's Talking's airtime API on 127.0.0.1. */
export interface FakeAtAnswer {
  status: number;
  body: unknown;
  /** Wait this long before answering (to provoke client timeouts). */
  delayMs?: number;
}

export interface RecordedAtRequest {
  method: string | undefined;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

export async function startFakeAfricasTalking() {
  const requests: RecordedAtRequest[] = [];
  let handler: (request: RecordedAtRequest) => FakeAtAnswer = () => ({
    status: 404,
    body: 'No handler',
  });

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedAtRequest = {
        method: request.method,
        path: (request.url ?? '').split('?')[0] ?? '',
        headers: request.headers,
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      };
      requests.push(recorded);
      const { status, body, delayMs = 0 } = handler(recorded);
      setTimeout(() => {
        if (response.destroyed) return;
        const isText = typeof body === 'string';
        response.writeHead(status, {
          'content-type': isText ? 'text/plain' : 'application/json',
        });
        response.end(isText ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    /** What the fake answers from now on. */
    answer(next: (request: RecordedAtRequest) => FakeAtAnswer) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeAfricasTalking = Awaited<ReturnType<typeof startFakeAfricasTalking>>;
