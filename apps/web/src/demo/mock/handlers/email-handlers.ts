import { http, HttpResponse } from 'msw';
import { MAILBOX_OWNER } from '../data/emails-data';
import { nextId } from '../lib/paginate';
import { avatarImage } from '../lib/placeholder-image';
import { filterOf, matchesTerm, queryOf, termOf } from '../lib/query';
import { notFound, readBody } from '../lib/respond';
import {
  addEmailBodySchema,
  updateEmailsBodySchema,
  updateEmailsLabelBodySchema,
} from '../schemas/email-schema';
import type { Email, EmailList } from '../schemas/email-schema';
import { demoStore } from '../store/demo-store';

/**
 * The mails a list shows: a label (across folders, trash aside) wins over a folder; `starred` is a
 * filter, not a folder; the default folder is the inbox.
 */
function listedEmails(emails: readonly Email[], params: URLSearchParams): Email[] {
  const term = termOf(params);
  const label = filterOf(params, 'label');
  const folder = filterOf(params, 'folder') ?? 'inbox';
  return emails.filter((email) => {
    const inView = label
      ? email.labels.some((item) => item === label) && email.folder !== 'trash'
      : folder === 'starred'
        ? email.isStarred && email.folder !== 'trash'
        : email.folder === folder;
    return inView && matchesTerm(term, email.subject, email.from.name, email.from.email);
  });
}

function emailsMeta(emails: readonly Email[]): EmailList['emailsMeta'] {
  const count = (test: (email: Email) => boolean) => emails.filter(test).length;
  return {
    inbox: count((email) => email.folder === 'inbox' && !email.isRead),
    draft: count((email) => email.folder === 'draft'),
    spam: count((email) => email.folder === 'spam' && !email.isRead),
  };
}

export const emailHandlers = [
  http.get('/apps/email/emails', ({ request }) => {
    const emails = demoStore().emails;
    return HttpResponse.json<EmailList>({
      emails: listedEmails(emails, queryOf(request)),
      emailsMeta: emailsMeta(emails),
    });
  }),

  http.post('/apps/email/update-emails', async ({ request }) => {
    const body = await readBody(request, updateEmailsBodySchema);
    if (!body.ok) return body.response;
    const { emailIds, dataToUpdate } = body.data;
    const updated = demoStore().emails.filter((email) => emailIds.includes(email.id));
    for (const email of updated) Object.assign(email, dataToUpdate);
    return HttpResponse.json({ emails: updated });
  }),

  http.post('/apps/email/update-emails-label', async ({ request }) => {
    const body = await readBody(request, updateEmailsLabelBodySchema);
    if (!body.ok) return body.response;
    const { emailIds, label } = body.data;
    const updated = demoStore().emails.filter((email) => emailIds.includes(email.id));
    // The label menu toggles: a mail that has the label loses it, the others gain it.
    for (const email of updated) {
      email.labels = email.labels.includes(label)
        ? email.labels.filter((item) => item !== label)
        : [...email.labels, label];
    }
    return HttpResponse.json({ emails: updated });
  }),

  // The template's compose window only closed; here a sent mail lands in Sent and a saved one in
  // Draft, newest first, until reload.
  http.post('/apps/email/add-email', async ({ request }) => {
    const body = await readBody(request, addEmailBodySchema);
    if (!body.ok) return body.response;
    const { to, cc, bcc, subject, message, folder } = body.data;
    const emails = demoStore().emails;
    const email: Email = {
      id: nextId(emails),
      from: { ...MAILBOX_OWNER, avatar: avatarImage(MAILBOX_OWNER.name) },
      to: to.map((address) => ({ name: address, email: address })),
      cc,
      bcc,
      subject,
      message,
      attachments: [],
      isStarred: false,
      labels: [],
      time: new Date().toISOString(),
      folder,
      isRead: true,
      replies: [],
    };
    emails.unshift(email);
    return HttpResponse.json<Email>(email, { status: 201 });
  }),

  http.get('/apps/email/get-email', ({ request }) => {
    const id = Number(queryOf(request).get('id'));
    const email = demoStore().emails.find((item) => item.id === id);
    if (!email) return notFound('This e-mail does not exist.');
    return HttpResponse.json<Email>(email);
  }),

  http.get('/apps/email/paginate-email', ({ request }) => {
    // The neighbour in the list the mail was opened from (same folder, label and search).
    const params = queryOf(request);
    const list = listedEmails(demoStore().emails, params);
    const index = list.findIndex((email) => email.id === Number(params.get('emailId')));
    const step = params.get('dir') === 'previous' ? -1 : 1;
    const neighbour = index < 0 ? undefined : list[index + step];
    if (!neighbour) return notFound('There is no e-mail in that direction.');
    return HttpResponse.json<Email>(neighbour);
  }),
];
