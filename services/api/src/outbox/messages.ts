import type { OutgoingMessage } from './outbox-repository';

/** The words of every message we send, in one place. */
export const verificationMessage = (
  to: string,
  firstName: string,
  link: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'VERIFY_EMAIL',
  subject: 'Confirm your Pamoja account',
  body: `Hello ${firstName},\n\nConfirm your e-mail address to start using Pamoja:\n${link}\n\nThe link works for 48 hours.`,
  link,
});

export const passwordResetMessage = (
  to: string,
  firstName: string,
  link: string,
): OutgoingMessage => ({
  channel: 'EMAIL',
  recipient: to,
  purpose: 'RESET_PASSWORD',
  subject: 'Reset your Pamoja password',
  body: `Hello ${firstName},\n\nChoose a new password here:\n${link}\n\nThe link works for one hour. If you did not ask for it, ignore this message: your password stays as it is.`,
  link,
});

export const pinLockedMessage = (to: string, firstName: string): OutgoingMessage => ({
  channel: 'SMS',
  recipient: to,
  purpose: 'PIN_LOCKED',
  subject: 'PIN locked',
  body: `Pamoja: hello ${firstName}, your PIN was entered wrongly 5 times, so payments are paused for 15 minutes. If this was not you, change your password.`,
});
