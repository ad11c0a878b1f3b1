import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Member } from '@pamoja/contract/organisations';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { admin, ORGANISATION_ID, page, problem } from '../testing/fixtures';
import { MembersPanel } from './members-panel';

const agent: Member = {
  userId: '3e4d5c6b-7a89-4b0c-9d1e-2f3a4b5c6d7e',
  firstName: 'Amina',
  lastName: 'Hassan',
  fullName: 'Amina Hassan',
  email: 'agent@pamoja.test',
  phoneNumber: '254700000003',
  status: 'ACTIVE',
  roles: ['AGENT', 'MEMBER'],
  joinedAt: '2026-01-02T00:00:00.000Z',
};
const MEMBERS = `*/api/v1/organizations/${ORGANISATION_ID}/members`;

function renderPanel() {
  signIn(admin, ORGANISATION_ID);
  const events = userEvent.setup();
  renderRoutes([{ path: '/', element: <MembersPanel organisation={ORGANISATION_ID} /> }], '/');
  return events;
}

describe('organisation members', () => {
  test('invites by e-mail or phone: asks for a contact, then shows what a new person lacks', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(MEMBERS, () => page([agent])),
      http.post(MEMBERS, async ({ request }) => {
        bodies.push(await request.json());
        return problem(
          400,
          'VALIDATION_FAILED',
          'This person has no account yet. To invite them, also give: firstName, lastName.',
          [
            { path: 'firstName', message: 'is required to invite someone new' },
            { path: 'lastName', message: 'is required to invite someone new' },
          ],
        );
      }),
    );
    const events = renderPanel();
    await screen.findByRole('cell', { name: 'Amina Hassan' });
    await events.click(screen.getByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an e-mail address or a phone number.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('E-mail'), 'new@example.com');
    await events.click(within(dialog).getByLabelText('Agent'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Is required to invite someone new.')).toHaveLength(
      2,
    );
    expect(within(dialog).getByLabelText('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([{ email: 'new@example.com', roles: ['AGENT', 'MEMBER'] }]);
  });

  test('changes roles (the last admin stays) and asks before ending a membership', async () => {
    const changes: unknown[] = [];
    const removed: string[] = [];
    server.use(
      http.get(MEMBERS, () => page([agent])),
      http.put(`${MEMBERS}/:userId`, async ({ request }) => {
        changes.push(await request.json());
        return problem(
          409,
          'LAST_ADMIN',
          'An organisation needs at least one admin. Make someone else an admin first.',
        );
      }),
      http.delete(`${MEMBERS}/:userId`, ({ params }) => {
        removed.push(String(params.userId));
        return HttpResponse.json({ message: 'The membership has ended.', data: null });
      }),
    );
    const events = renderPanel();
    await events.click(await screen.findByRole('button', { name: 'Roles of Amina Hassan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Amina Hassan' });
    expect(within(dialog).getByLabelText('Agent')).toBeChecked();
    await events.click(within(dialog).getByLabelText('Agent'));
    await events.click(within(dialog).getByLabelText('Member'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose at least one role.')).toBeInTheDocument();
    expect(changes).toEqual([]);

    await events.click(within(dialog).getByLabelText('Admin'));
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'An organisation needs at least one admin. Make someone else an admin first.',
      ),
    ).toBeInTheDocument();
    expect(changes).toEqual([{ roles: ['ADMIN'] }]);
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await events.click(screen.getByRole('button', { name: 'Remove Amina Hassan' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'End the membership of Amina Hassan?',
    });
    expect(removed).toEqual([]);
    await events.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([agent.userId]));
  });
});
