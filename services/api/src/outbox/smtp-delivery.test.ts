import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { prepareMainDatabase } from '../db/migrate';
import type { MainDb } from '../db/schema';
import { createOutboxRepository } from './outbox-repository';
import { createOutboxWorker } from './outbox-worker';
import { devMailboxTransport, smtpTransport } from './transports';

const received: { to: string; data: string }[] = [];
let server: SMTPServer;
let port: number;
let db: MainDb;

beforeAll(async () => {
  db = await prepareMainDatabase((await sharedTestDatabase()).db);
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * Test files share the database, and the worker takes the oldest messages first, 20 at a time:
 * what earlier files left is delivered to the dev mailbox first, so the run under test holds
 * only the test's own message.
 */
async function clearBacklog() {
  const worker = createOutboxWorker(db, devMailboxTransport, pino({ level: 'silent' }));
  while ((await worker.runOnce()) > 0);
}

describe('outbox delivery over SMTP', () => {
  it('sends pending e-mails through the SMTP server and marks them sent', async () => {
    await clearBacklog();
    const recipient = `smtp-${Date.now()}@example.ke`;
    await createOutboxRepository(db).add({
      channel: 'EMAIL',
      recipient,
      purpose: 'VERIFY_EMAIL',
      subject: 'Confirm your Pamoja account',
      body: 'Open https://pamoja.test/verify/abc',
      link: 'https://pamoja.test/verify/abc',
    });
    const transport = smtpTransport(
      `smtp://127.0.0.1:${port}`,
      'Pamoja <no-reply@pamoja.test>',
      devMailboxTransport,
    );
    const worker = createOutboxWorker(db, transport, pino({ level: 'silent' }));
    await worker.runOnce();
    const mail = received.find((m) => m.to === recipient);
    expect(mail?.data).toMatch(/Subject: Confirm your Pamoja account/);
    expect(mail?.data).toMatch(/verify\/abc/);
    const [stored] = await createOutboxRepository(db).listFor(recipient);
    expect(stored?.status).toBe('SENT');
  });

  it('keeps a message pending for a retry when the server refuses it', async () => {
    await clearBacklog();
    const recipient = `down-${Date.now()}@example.ke`;
    await createOutboxRepository(db).add({
      channel: 'EMAIL',
      recipient,
      purpose: 'TEST',
      subject: 'x',
      body: 'y',
    });
    const unreachable = smtpTransport(
      'smtp://127.0.0.1:1',
      'Pamoja <no-reply@pamoja.test>',
      devMailboxTransport,
    );
    await createOutboxWorker(db, unreachable, pino({ level: 'silent' })).runOnce();
    const [stored] = await createOutboxRepository(db).listFor(recipient);
    expect(stored?.status).toBe('PENDING');
    const row = await db
      .selectFrom('outbox_messages')
      .select(['attempts', 'available_at', 'last_error'])
      .where('recipient', '=', recipient)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    expect(row.available_at.getTime()).toBeGreaterThan(Date.now());
    expect(row.last_error).toBeTruthy();
  });
});
