import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../../../shared/testing/server';
import { certificate, CERTIFICATE_ID, page, problem } from '../testing/fixtures';
import { renderEditor } from '../testing/render-editor';

const REVOKED_ID = '1a2b3c4d-0000-4000-8000-0000000000d2';
const revoked = certificate({
  id: REVOKED_ID,
  code: 'PMJ-AB2C-DE3F',
  learnerName: 'Baraka Otieno',
  issuedAt: '2026-01-02T09:00:00.000Z',
  revokedAt: '2026-02-01T10:00:00.000Z',
  revokeReason: 'Issued by mistake',
});

/** The course's certificates as the service lists them; `asked` collects each list request. */
function serveCertificates(rows = [certificate(), revoked]) {
  const asked: URL[] = [];
  server.use(
    http.get('*/lms/v1/courses/:id/certificates', ({ request }) => {
      asked.push(new URL(request.url));
      return page(rows);
    }),
  );
  return asked;
}

const table = async () => screen.findByRole('table', { name: 'The course’s certificates' });
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr')!;

// Each test opens lazy screens and types a lot: a loaded machine needs more than 5 s.
describe('the Certificates tab', { timeout: 20_000 }, () => {
  test('lists learner, course, code, issued date and status; a revoked one shows why and when', async () => {
    const asked = serveCertificates();
    renderEditor('certificates');
    await table();
    expect(asked[0]?.searchParams.get('page')).toBe('1');
    expect(asked[0]?.searchParams.get('limit')).toBe('10');

    const valid = within(rowOf('Amina Wanjiru'));
    for (const text of ['Saving basics', 'PMJ-7KQ2-XM4R', 'Jan 5, 2026', 'Valid'])
      expect(valid.getByText(text)).toBeInTheDocument();
    expect(
      valid.getByRole('button', { name: 'Revoke certificate PMJ-7KQ2-XM4R of Amina Wanjiru' }),
    ).toHaveTextContent('Revoke');

    const gone = within(rowOf('Baraka Otieno'));
    expect(gone.getByText('Revoked')).toBeInTheDocument();
    expect(gone.getByText('Revoked on Feb 1, 2026')).toBeInTheDocument();
    expect(gone.getByText('Reason: Issued by mistake')).toBeInTheDocument();
    expect(gone.queryByRole('button')).not.toBeInTheDocument();
  });

  test('Revoke asks for a reason, says what will happen, then shows the server’s message and the row revoked', async () => {
    serveCertificates();
    const bodies: unknown[] = [];
    server.use(
      http.put('*/lms/v1/certificates/:id/revoke', async ({ params, request }) => {
        bodies.push({ id: params.id, ...((await request.json()) as object) });
        return HttpResponse.json({
          message: 'Certificate revoked.',
          data: certificate({
            revokedAt: '2026-03-03T08:00:00.000Z',
            revokeReason: 'Exam misconduct',
          }),
        });
      }),
    );
    const { events } = renderEditor('certificates');
    await table();
    await events.click(screen.getByRole('button', { name: /^Revoke certificate PMJ-7KQ2-XM4R/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this certificate?' }));
    expect(
      dialog.getByText(
        'Amina Wanjiru’s certificate PMJ-7KQ2-XM4R for “Saving basics” will be revoked.',
      ),
    ).toBeInTheDocument();
    expect(
      dialog.getByText(/The verify page will say revoked; the learner keeps the record\./),
    ).toBeInTheDocument();

    const confirm = dialog.getByRole('button', { name: 'Revoke certificate' });
    await events.click(confirm);
    expect(await dialog.findByText('Enter a reason.')).toBeInTheDocument();
    await events.type(dialog.getByLabelText('Reason'), '   ');
    await events.click(confirm);
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);

    await events.clear(dialog.getByLabelText('Reason'));
    await events.type(dialog.getByLabelText('Reason'), 'Exam misconduct');
    await events.click(confirm);
    expect(await screen.findByText('Certificate revoked.')).toBeInTheDocument();
    expect(bodies).toEqual([{ id: CERTIFICATE_ID, reason: 'Exam misconduct' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = within(rowOf('Amina Wanjiru'));
    expect(row.getByText('Revoked')).toBeInTheDocument();
    expect(row.getByText('Reason: Exam misconduct')).toBeInTheDocument();
    expect(row.queryByRole('button')).not.toBeInTheDocument();
  });

  test('a refusal stays in the dialog in the server’s words, and the list is read again', async () => {
    const asked = serveCertificates();
    server.use(
      http.put('*/lms/v1/certificates/:id/revoke', () =>
        problem(409, 'ALREADY_REVOKED', 'This certificate is already revoked.'),
      ),
    );
    const { events } = renderEditor('certificates');
    await table();
    await events.click(screen.getByRole('button', { name: /^Revoke certificate PMJ-7KQ2-XM4R/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke this certificate?' }));
    await events.type(dialog.getByLabelText('Reason'), 'Exam misconduct');
    await events.click(dialog.getByRole('button', { name: 'Revoke certificate' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This certificate is already revoked.',
    );
    // In the dialog only: no toast repeats it.
    expect(screen.getAllByText('This certificate is already revoked.')).toHaveLength(1);
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  test('says so when the course has issued none yet', async () => {
    serveCertificates([]);
    renderEditor('certificates');
    expect(
      await screen.findByText(
        'No certificates yet: one is issued when a learner completes the course.',
      ),
    ).toBeInTheDocument();
  });
});
