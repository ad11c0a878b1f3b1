import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import type { Email } from '../../mock/schemas/email-schema';
import { demoStore } from '../../mock/store/demo-store';
import { serveDemoMock } from '../../mock/testing/demo-api';
import { DEMO_EMAIL_ROUTES } from '../../routes/email-routes';

serveDemoMock();

async function openCompose(path = '/apps/email') {
  const user = userEvent.setup();
  renderRoutes([{ path: '/', children: DEMO_EMAIL_ROUTES }], path);
  await user.click(await screen.findByRole('button', { name: 'Compose' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'New message' }, { timeout: 15_000 });
  // The editor arrives with the window, in its own chunk.
  await within(dialog).findByRole('textbox', { name: 'Message' }, { timeout: 15_000 });
  return { user, dialog };
}

const newest = (folder: string) => demoStore().emails.find((email) => email.folder === folder);

describe('compose', () => {
  // The first test also waits for the editor's chunk (Lexical) to be transformed.
  test('sending needs a recipient, and valid addresses', { timeout: 60_000 }, async () => {
    const { user, dialog } = await openCompose();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Add at least one recipient.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'amina@example, ok@x.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText('Enter valid e-mail addresses, separated by commas.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a sent mail lands in Sent, with its copies; markup never leaves the page', async () => {
    const { user, dialog } = await openCompose();
    await user.type(within(dialog).getByRole('textbox', { name: 'To' }), 'amina@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Cc / Bcc' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Cc' }), 'baraka@example.com');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Subject' }),
      '<b>Mkutano</b> kesho',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message was sent.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(newest('sent')).toMatchObject({
      subject: 'Mkutano kesho',
      to: [{ email: 'amina@example.com' }],
      cc: ['baraka@example.com'],
    });
  });

  test('a draft needs no recipient and lands in Draft', async () => {
    const { user, dialog } = await openCompose();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Later');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Your draft was saved.')).toBeVisible();
    expect(newest('draft')?.subject).toBe('Later');
  });

  test('reply answers the sender with Re: and the text quoted', async () => {
    const email = demoStore().emails.find((mail) => mail.folder === 'inbox') as Email;
    const user = userEvent.setup();
    renderRoutes([{ path: '/', children: DEMO_EMAIL_ROUTES }], `/apps/email?mail=${email.id}`);
    await user.click(await screen.findByRole('button', { name: 'Reply' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('textbox', { name: 'To' })).toHaveValue(email.from.email);
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue(
      `Re: ${email.subject}`,
    );
    const editor = await within(dialog).findByRole(
      'textbox',
      { name: 'Message' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(editor).toHaveTextContent(`${email.from.name} wrote:`));
  });
});
