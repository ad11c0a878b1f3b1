import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { member } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { certificate, LMS, page } from '../testing/fixtures';
import { CertificatesRoute } from './certificates';

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

function renderCertificates() {
  signIn(member);
  const events = userEvent.setup();
  renderRoutes(
    [{ path: '/learning/certificates', element: <CertificatesRoute /> }],
    '/learning/certificates',
  );
  return events;
}

describe('/learning/certificates', () => {
  test('downloads the PDF through the learning service and saves it as <code>.pdf', async () => {
    server.use(
      http.get(`${LMS}/certificates/me`, () => page([certificate()])),
      http.get(`${LMS}/certificates/:id/pdf`, ({ request, params }) => {
        expect(params.id).toBe(certificate().id);
        expect(request.headers.get('x-project')).toBe('pamoja');
        return new HttpResponse('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const saved: { href: string; download: string }[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:certificate');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    const events = renderCertificates();
    const card = (await screen.findByRole('heading', { name: 'Saving basics 1' })).closest(
      'article',
    )!;
    expect(within(card).getByText('PMJ-7KQ2-XM4R')).toBeInTheDocument();
    await events.click(within(card).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:certificate', download: 'PMJ-7KQ2-XM4R.pdf' }]),
    );
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  test('copies the public verify link and links to LinkedIn’s add-to-profile form', async () => {
    server.use(http.get(`${LMS}/certificates/me`, () => page([certificate()])));
    const events = renderCertificates();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const card = (await screen.findByRole('heading', { name: 'Saving basics 1' })).closest(
      'article',
    )!;
    await events.click(within(card).getByRole('button', { name: 'Copy verify link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/verify/PMJ-7KQ2-XM4R`);
    expect(await within(card).findByText('Link copied.')).toBeInTheDocument();

    const linkedIn = new URL(
      within(card).getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')!,
    );
    expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Saving basics 1',
      organizationName: 'Pamoja',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: `${window.location.origin}/verify/PMJ-7KQ2-XM4R`,
      certId: 'PMJ-7KQ2-XM4R',
    });
  });

  test('a revoked certificate says so and is not offered to LinkedIn', async () => {
    server.use(
      http.get(`${LMS}/certificates/me`, () =>
        page([
          certificate({ revokedAt: '2026-04-01T10:00:00.000Z', revokeReason: 'Issued by mistake' }),
        ]),
      ),
    );
    renderCertificates();
    expect(await screen.findByText('Revoked: Issued by mistake')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn' })).not.toBeInTheDocument();
  });

  test('says how to earn one when there are none', async () => {
    server.use(http.get(`${LMS}/certificates/me`, () => page([])));
    renderCertificates();
    expect(
      await screen.findByText('No certificates yet: complete a course to earn one.'),
    ).toBeInTheDocument();
  });
});
