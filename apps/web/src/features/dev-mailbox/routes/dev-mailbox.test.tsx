import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { DevMailboxRoute } from './dev-mailbox';

const verification = {
  id: '7f1e2d3c-4b5a-4968-8776-655443322110',
  channel: 'EMAIL',
  recipient: 'neema@example.com',
  purpose: 'VERIFY_EMAIL',
  subject: 'Confirm your Pamoja account',
  body: 'Hello Neema,\n\nConfirm your e-mail address.',
  // The server's idea of its own address (PORT=0 in tests): only the path matters here.
  link: 'http://localhost:0/verify/abc123abc123abc123abc123',
  code: null,
  status: 'SENT',
  createdAt: '2026-05-01T08:00:00.000Z',
  sentAt: '2026-05-01T08:00:01.000Z',
};
const otp = {
  ...verification,
  id: '8f1e2d3c-4b5a-4968-8776-655443322110',
  channel: 'SMS',
  purpose: 'DELETE_ORGANISATION',
  subject: 'Your code',
  body: 'Your Pamoja code is 482913.',
  link: null,
  code: '482913',
};

function renderMailbox(path = '/dev/mailbox') {
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      { path: '/dev/mailbox', element: <DevMailboxRoute /> },
      { path: '/verify/:token', element: <h1>Verify page</h1> },
    ],
    path,
  );
  return { user, ...view };
}

describe('/dev/mailbox', () => {
  test('asks for an address before looking', async () => {
    const { user } = renderMailbox();
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    expect(screen.getByText('Enter an e-mail address or a phone number.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail or phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('lists the messages; links open inside the app whatever host the server named', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/api/v1/dev/outbox', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('to'));
        return HttpResponse.json({ message: 'Success', data: [otp, verification] });
      }),
    );
    const { user, router } = renderMailbox();
    await user.type(screen.getByLabelText('E-mail or phone number'), 'neema@example.com');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));

    expect(
      await screen.findByRole('heading', { name: 'Confirm your Pamoja account' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['neema@example.com']);
    expect(router.state.location.search).toBe('?to=neema%40example.com');
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Open link' });
    expect(link).toHaveAttribute('href', '/verify/abc123abc123abc123abc123');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Verify page' })).toBeInTheDocument();
  });

  test('a code is copied with one click', async () => {
    server.use(
      http.get('*/api/v1/dev/outbox', () => HttpResponse.json({ message: 'Success', data: [otp] })),
    );
    const { user } = renderMailbox('/dev/mailbox?to=0712345678');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Copy code 482913' }));
    expect(writeText).toHaveBeenCalledWith('482913');
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  test('says when nothing was sent', async () => {
    server.use(
      http.get('*/api/v1/dev/outbox', () => HttpResponse.json({ message: 'Success', data: [] })),
    );
    renderMailbox('/dev/mailbox?to=nobody@example.com');
    expect(
      await screen.findByText('Nothing has been sent to this address yet.'),
    ).toBeInTheDocument();
  });

  test('a production server (404) gets an explanation, not "not found"', async () => {
    server.use(
      http.get('*/api/v1/dev/outbox', () =>
        HttpResponse.json(
          { statusCode: 404, code: 'ROUTE_NOT_FOUND', errorMessage: 'No', message: 'No' },
          { status: 404 },
        ),
      ),
    );
    renderMailbox('/dev/mailbox?to=nobody@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The development mailbox is not available on this server.',
    );
  });
});
