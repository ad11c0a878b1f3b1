import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import type { Email } from '../../mock/schemas/email-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_EMAIL_ROUTES } from '../../routes/email-routes';

serveDemoMock();

function renderEmail(path = '/apps/email') {
  const user = userEvent.setup();
  const view = renderRoutes([{ path: '/', children: DEMO_EMAIL_ROUTES }], path);
  return { user, ...view };
}

const stored = () => demoStore().emails;
const inFolder = (folder: string) => stored().filter((email) => email.folder === folder);
// The first render waits for the page's chunk to be transformed: slow on a busy machine.
const mailList = (name: string) => screen.findByRole('list', { name }, { timeout: 15_000 });
const rowOf = (email: Email) =>
  screen.getByRole('checkbox', { name: `Select “${email.subject}”` }).closest('li') as HTMLElement;
const folderLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name });

describe('/apps/email', () => {
  test('the inbox lists its mails; the sidebar counts unread mail and drafts', async () => {
    renderEmail();
    const list = await mailList('Inbox');
    expect(within(list).getAllByRole('listitem')).toHaveLength(inFolder('inbox').length);
    const unread = inFolder('inbox').filter((email) => !email.isRead).length;
    expect(folderLink(/^Inbox/)).toHaveAccessibleName(`Inbox ${unread} unread`);
    expect(folderLink(/^Draft/)).toHaveAccessibleName(`Draft ${inFolder('draft').length} drafts`);
    expect(folderLink(/^Inbox/)).toHaveAttribute('aria-current', 'page');
  });

  test('a folder, the starred filter and a label each have their path', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    await user.click(folderLink(/^Spam/));
    const spam = await mailList('Spam');
    expect(within(spam).getAllByRole('listitem')).toHaveLength(inFolder('spam').length);

    await user.click(folderLink(/^Starred/));
    const starred = await mailList('Starred');
    const expected = stored().filter((email) => email.isStarred && email.folder !== 'trash');
    expect(within(starred).getAllByRole('listitem')).toHaveLength(expected.length);

    const labels = screen.getByRole('navigation', { name: 'Labels' });
    await user.click(within(labels).getByRole('link', { name: 'Company' }));
    const company = await mailList('Company');
    const tagged = stored().filter((e) => e.labels.includes('company') && e.folder !== 'trash');
    expect(within(company).getAllByRole('listitem')).toHaveLength(tagged.length);
  });

  test('an unknown folder says so', async () => {
    renderEmail('/apps/email/archive');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such folder or label.');
  });

  test('the search narrows the list by subject', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    const target = inFolder('inbox')[2] as Email;
    await user.click(screen.getByRole('searchbox', { name: 'Search e-mail' }));
    await user.paste(target.subject);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(rowOf(target)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search e-mail' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search e-mail' }), 'zzz-nothing');
    expect(await screen.findByText('No e-mail here.')).toBeVisible();
  });

  test('several mails selected move to spam together, and are found there', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    const [first, second] = inFolder('inbox') as [Email, Email];
    await user.click(screen.getByRole('checkbox', { name: `Select “${first.subject}”` }));
    await user.click(screen.getByRole('checkbox', { name: `Select “${second.subject}”` }));
    expect(screen.getByText('2 selected')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(screen.getByRole('menuitem', { name: 'Spam' }));
    await waitFor(() =>
      expect(screen.queryByRole('checkbox', { name: `Select “${first.subject}”` })).toBeNull(),
    );
    expect(screen.queryByRole('checkbox', { name: `Select “${second.subject}”` })).toBeNull();
    expect(screen.queryByText('2 selected')).toBeNull();

    await user.click(folderLink(/^Spam/));
    const spam = await mailList('Spam');
    expect(within(spam).getByRole('checkbox', { name: `Select “${first.subject}”` })).toBeVisible();
    expect(
      within(spam).getByRole('checkbox', { name: `Select “${second.subject}”` }),
    ).toBeVisible();
  });

  test('select all, then mark all read: the unread count goes', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText(`${inFolder('inbox').length} selected`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(folderLink(/^Inbox/)).toHaveAccessibleName('Inbox'));
    expect(inFolder('inbox').every((email) => email.isRead)).toBe(true);
    // Now all read, the same button offers the opposite.
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() =>
      expect(folderLink(/^Inbox/)).toHaveAccessibleName(`Inbox ${inFolder('inbox').length} unread`),
    );
  });

  test('a label is given to every selected mail, then taken from all', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    const mails = inFolder('inbox').slice(0, 3);
    for (const email of mails) {
      await user.click(screen.getByRole('checkbox', { name: `Select “${email.subject}”` }));
    }
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Private' }));
    await waitFor(() =>
      expect(mails.every((email) => email.labels.includes('private'))).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Labels' }));
    const item = screen.getByRole('menuitemcheckbox', { name: 'Private' });
    expect(item).toHaveAttribute('aria-checked', 'true');
    await user.click(item);
    await waitFor(() =>
      expect(mails.some((email) => email.labels.includes('private'))).toBe(false),
    );
  });

  test('the star toggles on a row', async () => {
    const { user } = renderEmail();
    await mailList('Inbox');
    const email = inFolder('inbox').find((mail) => !mail.isStarred) as Email;
    const star = within(rowOf(email)).getByRole('button', { name: `Star “${email.subject}”` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    expect(email.isStarred).toBe(true);
  });

  test('an open mail shows its thread and attachments, is read, and steps to its neighbours', async () => {
    const inbox = inFolder('inbox');
    const index = inbox.findIndex(
      (email, at) => at > 0 && email.replies.length > 0 && !email.isRead,
    );
    const email = (
      index > 0 ? inbox[index] : inbox.find((mail) => mail.replies.length > 0)
    ) as Email;
    const at = inbox.indexOf(email);
    const { user } = renderEmail();
    await mailList('Inbox');
    await user.click(within(rowOf(email)).getByRole('link'));
    expect(await screen.findByRole('heading', { level: 2, name: email.subject })).toBeVisible();
    expect(
      screen.getByText(`${email.replies.length} earlier message`, { exact: false }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1 + email.replies.length);
    await waitFor(() => expect(email.isRead).toBe(true));

    // Previous and next come from paginate-email over the same list.
    const next = screen.getByRole('button', { name: 'Next e-mail' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    const after = inbox[at + 1] as Email;
    expect(await screen.findByRole('heading', { level: 2, name: after.subject })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous e-mail' }));
    expect(await screen.findByRole('heading', { level: 2, name: email.subject })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    expect(await mailList('Inbox')).toBeVisible();
  });

  test('the first mail of a list has no previous one; attachments are listed', async () => {
    const first = inFolder('inbox')[0] as Email;
    first.attachments = [{ fileName: 'budget.pdf', thumbnail: '', url: '', size: '120kb' }];
    renderEmail(`/apps/email?mail=${first.id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: first.subject }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: '1 attachment' })).toBeVisible();
    expect(screen.getByText('budget.pdf')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next e-mail' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Previous e-mail' })).toBeDisabled();
  });

  test('a missing e-mail (404) is a message in the page, not a toast', async () => {
    renderEmail('/apps/email?mail=777');
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('This e-mail does not exist.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/apps/email',
    );
  });

  test('moving the open mail to spam goes back to the list, where it is gone', async () => {
    const email = inFolder('inbox')[1] as Email;
    const { user } = renderEmail(`/apps/email?mail=${email.id}`);
    await screen.findByRole('heading', { level: 2, name: email.subject }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Move to' }));
    await user.click(screen.getByRole('menuitem', { name: 'Spam' }));
    const inbox = await mailList('Inbox');
    await waitFor(() =>
      expect(
        within(inbox).queryByRole('checkbox', { name: `Select “${email.subject}”` }),
      ).toBeNull(),
    );
    expect(email.folder).toBe('spam');
  });

  test('a failed list says so, with the error text as a danger notification', async () => {
    server.use(
      http.get('/apps/email/emails', () =>
        HttpResponse.json({ message: 'Mailbox unavailable' }, { status: 503 }),
      ),
    );
    renderEmail();
    expect(
      await screen.findByText('The e-mail could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Mailbox unavailable')).toBeVisible();
  });
});
