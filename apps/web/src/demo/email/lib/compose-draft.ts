import type { Email } from '../../mock/schemas/email-schema';

/** What the compose window opens with: empty, or a reply or forward of a mail. */
export interface ComposeDraft {
  to: string;
  cc: string;
  subject: string;
  /** The quoted text, plain. */
  message: string;
}

export const EMPTY_DRAFT: ComposeDraft = { to: '', cc: '', subject: '', message: '' };

/** Addresses typed in one field, separated by commas, semicolons or spaces. */
export function addressesOf(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((address) => address.trim())
    .filter(Boolean);
}

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** A reply goes back to the sender with "Re:"; a forward has no recipient and "Fwd:". */
export function draftFrom(
  email: Email,
  mode: 'reply' | 'forward',
  quoteIntro: string,
): ComposeDraft {
  const quote = `\n\n${quoteIntro}\n${email.message}`;
  return mode === 'reply'
    ? { to: email.from.email, cc: '', subject: prefixed('Re:', email.subject), message: quote }
    : { to: '', cc: '', subject: prefixed('Fwd:', email.subject), message: quote };
}
