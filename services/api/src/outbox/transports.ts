import nodemailer from 'nodemailer';
import type { Selectable } from 'kysely';
import type { MainDatabase } from '../db/schema';

export type OutboxRow = Selectable<MainDatabase['outbox_messages']>;

/** Delivers one message or throws; the worker retries with back-off. */
export interface Transport {
  name: string;
  deliver(message: OutboxRow): Promise<void>;
}

/** Embedded default: the outbox table itself is the mailbox (`GET /dev/outbox`, `/dev/mailbox`). */
export const devMailboxTransport: Transport = {
  name: 'dev-mailbox',
  deliver: async () => undefined,
};

/** E-mail through any SMTP server (`SMTP_URL`); SMS falls back to the next transport. */
export function smtpTransport(url: string, from: string, fallback: Transport): Transport {
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(message) {
      if (message.channel !== 'EMAIL') return fallback.deliver(message);
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}
