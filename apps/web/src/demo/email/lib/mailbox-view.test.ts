import { expect, test } from 'vitest';
import { isEmailLabel, isMailboxFolder, mailboxPath } from './mailbox-view';

test('folders (starred among them) and labels are known by name; anything else is not', () => {
  expect(['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'].every(isMailboxFolder)).toBe(true);
  expect(isMailboxFolder('archive')).toBe(false);
  expect(isEmailLabel('company')).toBe(true);
  expect(isEmailLabel('work')).toBe(false);
});

test('the inbox lives at /apps/email, other folders and labels below it', () => {
  expect(mailboxPath({ folder: 'inbox' })).toBe('/apps/email');
  expect(mailboxPath({})).toBe('/apps/email');
  expect(mailboxPath({ folder: 'spam' })).toBe('/apps/email/spam');
  expect(mailboxPath({ label: 'private' })).toBe('/apps/email/label/private');
});
