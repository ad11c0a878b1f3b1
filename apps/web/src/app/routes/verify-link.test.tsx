import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { VerifyLinkRoute } from './verify-link';
import { renderRoutes } from '../../shared/testing/render';
import { server } from '../../shared/testing/server';
import { LMS, ok, problem } from '../../features/learning/testing/fixtures';

const answer = {
  code: 'PMJ-7KQ2-XM4R',
  status: 'VALID',
  learnerName: 'Amani Wanjiru',
  courseTitle: 'Saving basics',
  issuedAt: '2026-03-15T09:00:00.000Z',
  revokedAt: null,
  revokeReason: null,
};

afterEach(() => server.events.removeAllListeners());

// The app's own `/verify/:token` entry, with nobody signed in (the test setup clears the session).
function renderVerify(code: string) {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(request));
  renderRoutes([{ path: '/verify/:token', element: <VerifyLinkRoute /> }], `/verify/${code}`);
  return seen;
}

describe('/verify/:code (public)', () => {
  test('a valid certificate: learner, course, date and code, asked without a session', async () => {
    server.use(http.get(`${LMS}/certificates/verify/:code`, () => ok(answer)));
    const seen = renderVerify('PMJ-7KQ2-XM4R');
    expect(await screen.findByText('This certificate is valid.')).toBeInTheDocument();
    expect(screen.getByText('Amani Wanjiru')).toBeInTheDocument();
    expect(screen.getByText('Saving basics')).toBeInTheDocument();
    expect(screen.getByText('March 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('PMJ-7KQ2-XM4R')).toBeInTheDocument();
    const call = seen.find((request) => request.url.includes('/certificates/verify/'))!;
    expect(call.headers.get('authorization')).toBeNull();
    expect(call.headers.get('x-project')).toBe('pamoja');
    expect(screen.getByRole('button', { name: 'Print' })).toHaveClass('d-print-none');
  });

  test('a revoked certificate: the date and the reason', async () => {
    server.use(
      http.get(`${LMS}/certificates/verify/:code`, () =>
        ok({
          ...answer,
          status: 'REVOKED',
          revokedAt: '2026-04-01T10:00:00.000Z',
          revokeReason: 'Issued by mistake',
        }),
      ),
    );
    renderVerify('pmj-7kq2-xm4r');
    expect(await screen.findByText('This certificate has been revoked.')).toBeInTheDocument();
    expect(screen.getByText('April 1, 2026')).toBeInTheDocument();
    expect(screen.getByText('Issued by mistake')).toBeInTheDocument();
  });

  test('an unknown code says so plainly', async () => {
    server.use(
      http.get(`${LMS}/certificates/verify/:code`, () =>
        problem(404, 'NOT_FOUND', 'Certificate not found.'),
      ),
    );
    renderVerify('PMJ-AAAA-BBBB');
    expect(await screen.findByText('No such certificate')).toBeInTheDocument();
    expect(screen.getByText(/No certificate has the code PMJ-AAAA-BBBB/)).toBeInTheDocument();
  });

  test('an e-mail verification token still confirms the account', async () => {
    const confirmed: string[] = [];
    server.use(
      http.patch('*/api/v1/users/confirm/:token', ({ params }) => {
        confirmed.push(String(params.token));
        return HttpResponse.json({ message: 'Your account is verified.', data: null });
      }),
    );
    const token = 'a'.repeat(64);
    renderVerify(token);
    await screen.findByRole('heading', { name: /verified|Account/i });
    expect(confirmed).toEqual([token]);
  });
});
