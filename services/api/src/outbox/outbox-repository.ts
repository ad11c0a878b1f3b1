import type { Kysely } from 'kysely';
import type { MainDatabase } from '../db/schema';

export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  purpose: string;
  subject: string;
  body: string;
  link?: string | null;
  code?: string | null;
}

export interface OutboxEntry extends OutgoingMessage {
  id: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
}

/** The transactional outbox: messages are written with the change that causes them. */
export function createOutboxRepository(db: Kysely<MainDatabase>) {
  return {
    async add(message: OutgoingMessage) {
      await db
        .insertInto('outbox_messages')
        .values({ ...message, link: message.link ?? null, code: message.code ?? null })
        .execute();
    },

    /** Claims a batch of due messages; SKIP LOCKED lets several workers share the queue. */
    claimDue(limit: number) {
      return db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('available_at', '<=', new Date())
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
    },

    async markSent(id: string) {
      await db
        .updateTable('outbox_messages')
        .set({ status: 'SENT', sent_at: new Date(), attempts: (eb) => eb('attempts', '+', 1) })
        .where('id', '=', id)
        .execute();
    },

    async markFailed(id: string, error: string, retryAt: Date | null) {
      await db
        .updateTable('outbox_messages')
        .set({
          status: retryAt ? 'PENDING' : 'FAILED',
          last_error: error.slice(0, 500),
          available_at: retryAt ?? new Date(),
          attempts: (eb) => eb('attempts', '+', 1),
        })
        .where('id', '=', id)
        .execute();
    },

    async listFor(recipient: string, limit = 20): Promise<OutboxEntry[]> {
      const rows = await db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', recipient)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        purpose: row.purpose,
        subject: row.subject,
        body: row.body,
        link: row.link,
        code: row.code,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        sentAt: row.sent_at?.toISOString() ?? null,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
