import { EMAIL_FOLDERS, EMAIL_LABELS } from '../../mock/schemas/email-schema';
import type { EmailFolder, EmailLabel } from '../../mock/schemas/email-schema';

/** The sidebar's entries: the five folders with the starred filter among them. */
export const MAILBOX_FOLDERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MailboxFolder = (typeof MAILBOX_FOLDERS)[number];

/** What the list shows: a folder (or the starred filter) or a label, and the search. */
export interface MailboxView {
  folder?: MailboxFolder;
  label?: EmailLabel;
  q: string;
}

export const isMailboxFolder = (value: string | undefined): value is MailboxFolder =>
  MAILBOX_FOLDERS.some((folder) => folder === value);

export const isEmailLabel = (value: string | undefined): value is EmailLabel =>
  EMAIL_LABELS.some((label) => label === value);

/** Folders a mail can be moved to (starred is a flag, not a place). */
export const MOVE_TARGETS: readonly EmailFolder[] = EMAIL_FOLDERS;

/** Each label's colour, as the template draws them (a dot in the sidebar, a badge on a mail). */
export const LABEL_COLOURS: Record<EmailLabel, 'success' | 'primary' | 'warning' | 'danger'> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger',
};

export function mailboxPath(view: Pick<MailboxView, 'folder' | 'label'>): string {
  if (view.label) return `/apps/email/label/${view.label}`;
  return !view.folder || view.folder === 'inbox' ? '/apps/email' : `/apps/email/${view.folder}`;
}
