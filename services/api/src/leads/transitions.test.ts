import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canMove, leadStatuses, type LeadStatus } from '@pamoja/contract/lead-states';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { latestMessage } from '../../test/identity-helpers';
import { signedInWithRole, type Actor } from '../../test/organisation-helpers';
import { leadBusiness, leadIn, testDb, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
});
afterAll(() => app.close());

const changeStatus = (who: Actor, body: object) =>
  call(app, who, 'PUT', '/product-leads/change-status', body);
const reasonFor = (to: LeadStatus) =>
  ['REJECTED', 'CANCELLED', 'SUSPENDED'].includes(to) ? { reason: 'Customer asked us to' } : {};
const statusOf = async (id: string) =>
  (await call(app, world.admin, 'GET', `/product-leads/${id}`)).json().data.status;

/** Asks for an approval code as `who` for `leadIds` and reads it from the dev outbox. */
async function approvalCode(who: Actor, leadIds: string[]) {
  const sent = await call(app, who, 'POST', '/product-leads/approval-otp', { leadIds });
  if (sent.statusCode !== 200) throw new Error(`approval-otp failed: ${sent.body}`);
  const message = await latestMessage(app, who.person.phoneNumber);
  if (!message?.code) throw new Error('no approval code');
  return message.code;
}

describe('change-status follows the transition table', () => {
  const pairs = leadStatuses.flatMap((from) => leadStatuses.map((to) => [from, to] as const));

  it.each(pairs.filter(([, to]) => to !== 'APPROVED'))('%s → %s as an admin', async (from, to) => {
    const id = await leadIn(world, from);
    const response = await changeStatus(world.admin, {
      leadIds: [id],
      status: to,
      ...reasonFor(to),
    });
    expect(response.statusCode).toBe(200);
    if (canMove(from, to)) {
      expect(response.json().data).toEqual({ updated: [id], skipped: [] });
      expect(await statusOf(id)).toBe(to);
    } else {
      expect(response.json().data).toEqual({
        updated: [],
        skipped: [{ id, reason: `A ${from} lead cannot become ${to}.` }],
      });
      expect(await statusOf(id)).toBe(from);
    }
  });

  it.each(leadStatuses)('%s → APPROVED only through approve-leads with a code', async (from) => {
    const id = await leadIn(world, from);
    const direct = await changeStatus(world.admin, { leadIds: [id], status: 'APPROVED' });
    expect(direct.json().data.updated).toEqual([]);
    const code = await approvalCode(world.admin, [id]);
    const approved = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [id],
      code,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.updated).toEqual(canMove(from, 'APPROVED') ? [id] : []);
    expect(await statusOf(id)).toBe(canMove(from, 'APPROVED') ? 'APPROVED' : from);
  });

  it('asks a reason for REJECTED, CANCELLED and SUSPENDED', async () => {
    const id = await leadIn(world, 'NEW');
    for (const status of ['REJECTED', 'CANCELLED', 'SUSPENDED']) {
      const response = await changeStatus(world.admin, { leadIds: [id], status });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        { path: 'reason', message: `is required to set ${status}` },
      ]);
    }
    const suspend = await call(app, world.admin, 'PUT', '/product-leads/change-activate-status', {
      leadIds: [id],
      active: false,
    });
    expect(suspend.statusCode).toBe(400);
  });

  it('dispatches and suspends with change-activate-status, and records reasons', async () => {
    const id = await leadIn(world, 'RECEIVED');
    const newOne = await leadIn(world, 'NEW');
    const on = await call(app, world.admin, 'PUT', '/product-leads/change-activate-status', {
      leadIds: [id, newOne],
      active: true,
    });
    expect(on.json()).toMatchObject({
      message: '1 lead dispatched. 1 lead skipped.',
      data: {
        updated: [id],
        skipped: [{ id: newOne, reason: 'A NEW lead cannot become DISPATCHED.' }],
      },
    });
    const off = await call(app, world.admin, 'PUT', '/product-leads/change-activate-status', {
      leadIds: [id],
      active: false,
      reason: 'Premium not paid',
    });
    expect(off.json().data.updated).toEqual([id]);
    const lead = (await call(app, world.admin, 'GET', `/product-leads/${id}`)).json().data;
    expect(lead).toMatchObject({ status: 'SUSPENDED', reason: 'Premium not paid', version: 4 });
    const log = (await call(app, world.admin, 'GET', `/activity-logs/lead/${id}`)).json().data;
    expect(log[0]).toMatchObject({
      action: 'SUSPENDED',
      fromStatus: 'DISPATCHED',
      toStatus: 'SUSPENDED',
      reason: 'Premium not paid',
      actorId: world.admin.userId,
      requestId: expect.any(String),
    });
    expect(log[1]).toMatchObject({
      action: 'ACTIVATED',
      fromStatus: 'RECEIVED',
      toStatus: 'DISPATCHED',
    });
  });

  it('skips a lead changed since it was read, and unknown ids', async () => {
    const fresh = await leadIn(world, 'NEW');
    const stale = await leadIn(world, 'NEW');
    await changeStatus(world.admin, { leadIds: [stale], status: 'REJECTED', reason: 'First try' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await changeStatus(world.admin, {
      leadIds: [fresh, stale, unknown],
      status: 'CANCELLED',
      reason: 'Cleaning up',
      versions: { [fresh]: 1, [stale]: 1 },
    });
    expect(response.json().data).toEqual({
      updated: [fresh],
      skipped: [
        {
          id: stale,
          reason: 'Someone else changed this lead since you read it. Reload it and try again.',
        },
        { id: unknown, reason: 'No such lead in this organisation.' },
      ],
    });
    expect(await statusOf(stale)).toBe('REJECTED');
  });

  it('lets the assignee or an admin receive, and nobody else; agents change nothing else', async () => {
    const mine = await leadIn(world, 'APPROVED', { assignedTo: world.otherAgent.userId });
    const notMine = await leadIn(world, 'APPROVED', { assignedTo: world.otherAgent.userId });
    const byCapturer = await changeStatus(world.agent, { leadIds: [notMine], status: 'RECEIVED' });
    expect(byCapturer.json().data.skipped).toEqual([
      {
        id: notMine,
        reason: 'Only the person the lead is assigned to, or an admin, can receive it.',
      },
    ]);
    const byAssignee = await changeStatus(world.otherAgent, {
      leadIds: [mine],
      status: 'RECEIVED',
    });
    expect(byAssignee.json().data.updated).toEqual([mine]);
    const reject = await changeStatus(world.otherAgent, {
      leadIds: [notMine],
      status: 'CANCELLED',
      reason: 'Agent tries',
    });
    expect(reject.json().data.skipped[0].reason).toBe('Only an admin can make a lead CANCELLED.');
    const stranger = await signedInWithRole(app, 'AGENT', world.admin.organisation);
    const hidden = await changeStatus(stranger, { leadIds: [notMine], status: 'RECEIVED' });
    expect(hidden.json().data.skipped[0].reason).toBe('No such lead in this organisation.');
    const byAdmin = await changeStatus(world.admin, { leadIds: [notMine], status: 'RECEIVED' });
    expect(byAdmin.json().data.updated).toEqual([notMine]);
  });
});

describe('approval by code', () => {
  it('binds the code to its set of leads and to its approver, once', async () => {
    const [a, b, c] = [
      await leadIn(world, 'NEW'),
      await leadIn(world, 'NEW'),
      await leadIn(world, 'NEW'),
    ];
    const code = await approvalCode(world.admin, [b, a]);
    const email = await latestMessage(app, world.admin.person.email);
    expect(email).toMatchObject({ purpose: 'APPROVE_LEADS', code });

    const otherSet = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [a, b, c],
      code,
    });
    expect(otherSet.statusCode).toBe(422);
    expect(otherSet.json().code).toBe('APPROVAL_CODE_NOT_FOR_THESE_LEADS');
    const secondAdmin = await signedInWithRole(app, 'ADMIN', world.admin.organisation);
    const otherAdmin = await call(app, secondAdmin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [a, b],
      code,
    });
    expect(otherAdmin.statusCode).toBe(422);
    const byAgent = await call(app, world.agent, 'PUT', '/product-leads/approve-leads', {
      leadIds: [a, b],
      code,
    });
    expect(byAgent.statusCode).toBe(403);

    // The same set in another order is the same set.
    const approved = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [a, b],
      code,
    });
    expect(approved.json()).toMatchObject({ message: '2 leads approved.' });
    expect(approved.json().data.updated.sort()).toEqual([a, b].sort());
    const again = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [a, b],
      code,
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('OTP_USED');
    expect(await statusOf(c)).toBe('NEW');
  });

  it('allows 5 tries', async () => {
    const id = await leadIn(world, 'NEW');
    const code = await approvalCode(world.admin, [id]);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
        leadIds: [id],
        code: wrong,
      });
      expect(response.json().code).toBe('OTP_WRONG');
    }
    const late = await call(app, world.admin, 'PUT', '/product-leads/approve-leads', {
      leadIds: [id],
      code,
    });
    expect(late.statusCode).toBe(429);
    expect(await statusOf(id)).toBe('NEW');
  });

  it('refuses to send a code for leads of another organisation', async () => {
    const elsewhere = await leadBusiness(app, world.platform);
    const theirs = await leadIn(elsewhere, 'NEW');
    const response = await call(app, world.admin, 'POST', '/product-leads/approval-otp', {
      leadIds: [theirs],
    });
    expect(response.statusCode).toBe(404);
  });

  it('approves each lead once when two admins approve the same leads in parallel', async () => {
    const ids = [
      await leadIn(world, 'NEW'),
      await leadIn(world, 'NEW'),
      await leadIn(world, 'NEW'),
    ];
    const second = await signedInWithRole(app, 'ADMIN', world.admin.organisation);
    const [first, other] = [await approvalCode(world.admin, ids), await approvalCode(second, ids)];
    const [one, two] = await Promise.all([
      call(app, world.admin, 'PUT', '/product-leads/approve-leads', { leadIds: ids, code: first }),
      call(app, second, 'PUT', '/product-leads/approve-leads', { leadIds: ids, code: other }),
    ]);
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    const updated = [...one.json().data.updated, ...two.json().data.updated].sort();
    expect(updated).toEqual([...ids].sort());
    expect(one.json().data.skipped.length + two.json().data.skipped.length).toBe(3);
    const db = await testDb();
    const approvals = await db
      .selectFrom('lead_events')
      .select('lead_id')
      .where('lead_id', 'in', ids)
      .where('action', '=', 'APPROVED')
      .execute();
    expect(approvals).toHaveLength(3);
  });
});

describe('assignment', () => {
  it('assigns to an agent or admin of the organisation only, by an admin only', async () => {
    const [x, closed] = [await leadIn(world, 'APPROVED'), await leadIn(world, 'REJECTED')];
    const byAgent = await call(app, world.agent, 'PUT', '/product-leads/assign-leads', {
      leadIds: [x],
      assignedTo: world.agent.userId,
    });
    expect(byAgent.statusCode).toBe(403);
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    const toMember = await call(app, world.admin, 'PUT', '/product-leads/assign-leads', {
      leadIds: [x],
      assignedTo: member.userId,
    });
    expect(toMember.statusCode).toBe(422);
    expect(toMember.json()).toMatchObject({
      code: 'NOT_AN_AGENT_OR_ADMIN',
      details: [{ path: 'assignedTo' }],
    });
    const outsider = await signedInWithRole(app, 'AGENT');
    const toOutsider = await call(app, world.admin, 'PUT', '/product-leads/assign-leads', {
      leadIds: [x],
      assignedTo: outsider.userId,
    });
    expect(toOutsider.statusCode).toBe(404);

    const assigned = await call(app, world.admin, 'PUT', '/product-leads/assign-leads', {
      leadIds: [x, closed],
      assignedTo: world.otherAgent.userId,
    });
    expect(assigned.json().data).toEqual({
      updated: [x],
      skipped: [{ id: closed, reason: 'A REJECTED lead cannot be assigned.' }],
    });
    const seen = await call(app, world.otherAgent, 'GET', `/product-leads/${x}`);
    expect(seen.json().data.assignedTo).toBe(world.otherAgent.userId);
    const toAdmin = await call(app, world.admin, 'PUT', '/product-leads/assign-leads', {
      leadIds: [x],
      assignedTo: world.admin.userId,
    });
    expect(toAdmin.json().data.updated).toEqual([x]);
    const log = (await call(app, world.admin, 'GET', `/activity-logs/lead/${x}`)).json().data;
    expect(log[0]).toMatchObject({
      action: 'ASSIGNED',
      details: { from: world.otherAgent.userId, to: world.admin.userId },
    });
  });
});

describe('lead events', () => {
  it('are append-only: the database refuses to change or remove one', async () => {
    const id = await leadIn(world, 'NEW');
    await changeStatus(world.admin, { leadIds: [id], status: 'REJECTED', reason: 'Not eligible' });
    const db = await testDb();
    await expect(
      db
        .updateTable('lead_events')
        .set({ reason: 'rewritten' })
        .where('lead_id', '=', id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(db.deleteFrom('lead_events').where('lead_id', '=', id).execute()).rejects.toThrow(
      /append-only/,
    );
    const log = (await call(app, world.admin, 'GET', `/activity-logs/lead/${id}`)).json();
    expect(log.data[0]).toMatchObject({
      reason: 'Not eligible',
      fromStatus: 'NEW',
      toStatus: 'REJECTED',
    });
    expect(log.pagination).toEqual({ page: 1, limit: 10, total: 1 });
  });
});
