import { describe, expect, test } from 'vitest';
import { emailListSchema, emailSchema } from '../schemas/email-schema';
import type { Email } from '../schemas/email-schema';
import { demoStore, resetDemoStore } from '../store/demo-store';
import { demoCall, demoGet, serveDemoMock } from '../testing/demo-api';

serveDemoMock();

async function mails(query: Record<string, string> = {}) {
  const answer = await demoGet('/apps/email/emails', query);
  expect(answer.status).toBe(200);
  return emailListSchema.parse(answer.body);
}

const stored = () => demoStore().emails;

describe('e-mail', () => {
  test('the inbox by default; a folder by name; unread and draft counts', async () => {
    const inbox = await mails();
    expect(inbox.emails.length).toBe(stored().filter((email) => email.folder === 'inbox').length);
    expect(inbox.emails.every((email) => email.folder === 'inbox')).toBe(true);
    for (const folder of ['sent', 'draft', 'spam', 'trash']) {
      const list = await mails({ folder });
      expect(list.emails.length).toBeGreaterThan(0);
      expect(list.emails.every((email) => email.folder === folder)).toBe(true);
    }
    expect(inbox.emailsMeta).toEqual({
      inbox: stored().filter((email) => email.folder === 'inbox' && !email.isRead).length,
      draft: stored().filter((email) => email.folder === 'draft').length,
      spam: stored().filter((email) => email.folder === 'spam' && !email.isRead).length,
    });
  });

  test('starred is a filter over the folders (trash aside); a label likewise', async () => {
    const starred = await mails({ folder: 'starred' });
    const expected = stored().filter((email) => email.isStarred && email.folder !== 'trash');
    expect(starred.emails.map((email) => email.id)).toEqual(expected.map((email) => email.id));
    const work = await mails({ label: 'company' });
    expect(work.emails.length).toBeGreaterThan(0);
    expect(
      work.emails.every((email) => email.labels.includes('company') && email.folder !== 'trash'),
    ).toBe(true);
  });

  test('the search matches the subject and the sender', async () => {
    const target = stored().find((email) => email.folder === 'inbox') as Email;
    expect((await mails({ q: target.subject })).emails.map((email) => email.id)).toContain(
      target.id,
    );
    expect((await mails({ q: target.from.name.toUpperCase() })).emails.map((e) => e.id)).toContain(
      target.id,
    );
    expect((await mails({ q: 'zzzz-nothing' })).emails).toEqual([]);
  });

  test('update-emails changes flags and folders until reset', async () => {
    const [first] = (await mails()).emails;
    const id = (first as Email).id;
    const moved = await demoCall('POST', '/apps/email/update-emails', {
      body: { emailIds: [id], dataToUpdate: { folder: 'trash', isRead: true } },
    });
    expect(moved.status).toBe(200);
    expect((await mails({ folder: 'trash' })).emails.map((email) => email.id)).toContain(id);
    expect((await mails()).emails.map((email) => email.id)).not.toContain(id);
    resetDemoStore();
    expect((await mails()).emails.map((email) => email.id)).toContain(id);
  });

  test('update-emails-label toggles the label', async () => {
    const target = stored().find((email) => !email.labels.includes('private')) as Email;
    const body = { emailIds: [target.id], label: 'private' };
    await demoCall('POST', '/apps/email/update-emails-label', { body });
    expect(stored().find((email) => email.id === target.id)?.labels).toContain('private');
    await demoCall('POST', '/apps/email/update-emails-label', { body });
    expect(stored().find((email) => email.id === target.id)?.labels).not.toContain('private');
  });

  test('get-email finds one; a missing e-mail is a 404', async () => {
    const answer = await demoGet('/apps/email/get-email', { id: '3' });
    expect(emailSchema.parse(answer.body).id).toBe(3);
    expect((await demoGet('/apps/email/get-email', { id: '777' })).status).toBe(404);
  });

  test('paginate-email steps through the list it was opened from', async () => {
    const inbox = (await mails()).emails.map((email) => email.id);
    const next = await demoGet('/apps/email/paginate-email', {
      dir: 'next',
      emailId: String(inbox[0]),
    });
    expect(emailSchema.parse(next.body).id).toBe(inbox[1]);
    const back = await demoGet('/apps/email/paginate-email', {
      dir: 'previous',
      emailId: String(inbox[1]),
    });
    expect(emailSchema.parse(back.body).id).toBe(inbox[0]);
    const before = await demoGet('/apps/email/paginate-email', {
      dir: 'previous',
      emailId: String(inbox[0]),
    });
    expect(before.status).toBe(404);
  });

  test('add-email files a sent mail in Sent and a saved one in Draft, newest first', async () => {
    const sent = await demoCall('POST', '/apps/email/add-email', {
      body: {
        to: ['amina@example.com'],
        cc: ['baraka@example.com'],
        bcc: [],
        subject: 'Mkutano',
        message: 'Tukutane kesho.',
        folder: 'sent',
      },
    });
    expect(sent.status).toBe(201);
    const mail = emailSchema.parse(sent.body);
    expect(mail).toMatchObject({ folder: 'sent', subject: 'Mkutano', cc: ['baraka@example.com'] });
    expect(mail.to).toEqual([{ name: 'amina@example.com', email: 'amina@example.com' }]);
    expect((await mails({ folder: 'sent' })).emails[0]?.id).toBe(mail.id);
    const draft = await demoCall('POST', '/apps/email/add-email', {
      body: { to: [], subject: 'Later', message: '', folder: 'draft' },
    });
    expect(draft.status).toBe(201);
    expect((await mails({ folder: 'draft' })).emails[0]?.subject).toBe('Later');
  });

  test('add-email refuses a sent mail without a recipient', async () => {
    const answer = await demoCall('POST', '/apps/email/add-email', {
      body: { to: [], subject: 'x', message: 'y', folder: 'sent' },
    });
    expect(answer.status).toBe(400);
  });
});
