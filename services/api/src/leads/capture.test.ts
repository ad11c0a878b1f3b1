import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import {
  capture,
  consentCode,
  leadBusiness,
  newPhone,
  type LeadBusiness,
} from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
});
afterAll(() => app.close());

describe('capture with the customer consent code', () => {
  it('creates the lead NEW with the consent time, the code and only the last 3 id digits', async () => {
    const phone = newPhone();
    const response = await capture(app, world.agent, {
      productId: world.loan.id,
      phoneNumber: `0${phone.slice(3)}`,
      nationalId: '12345678',
      amount: 1500,
      referralId: world.referral.toLowerCase(),
    });
    expect(response.statusCode).toBe(201);
    const lead = response.json().data;
    expect(response.json().message).toBe(`Lead ${lead.code} is captured.`);
    expect(lead).toMatchObject({
      organisationId: world.admin.organisation.id,
      productId: world.loan.id,
      productName: 'Boda loan',
      phoneNumber: phone,
      nationalIdLast3: '678',
      amount: 1500,
      referralId: world.referral,
      agentId: world.agent.userId,
      assignedTo: null,
      source: 'AGENT',
      status: 'NEW',
      version: 1,
    });
    expect(lead.code).toMatch(/^LD-[A-Z0-9]{8}$/);
    expect(lead.consentVerifiedAt).toEqual(expect.any(String));
    expect(JSON.stringify(lead)).not.toContain('12345678');

    const byCode = await call(app, world.agent, 'GET', `/product-leads/${lead.code.toLowerCase()}`);
    expect(byCode.json().data.id).toBe(lead.id);
    const log = await call(app, world.admin, 'GET', `/activity-logs/lead/${lead.id}`);
    expect(log.json().data).toEqual([
      expect.objectContaining({ action: 'CAPTURED', toStatus: 'NEW', actorId: world.agent.userId }),
    ]);
    expect(log.json().data[0].actorName).toContain('Achieng');
  });

  it('refuses a wrong code, a missing code and a spent code', async () => {
    const phoneNumber = newPhone();
    const body = { productId: world.loan.id, name: 'Kip Ruto', location: 'Eldoret', amount: 900 };
    const none = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      phoneNumber,
      otp: '123456',
    });
    expect(none.json().code).toBe('OTP_NOT_REQUESTED');
    const code = await consentCode(app, world.agent, phoneNumber, world.loan.id);
    const wrong = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      phoneNumber,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_WRONG', message: 'Wrong code. 4 tries left.' });
    const right = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      phoneNumber,
      otp: code,
    });
    expect(right.statusCode).toBe(201);
    const again = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      phoneNumber,
      otp: code,
    });
    expect(again.statusCode).toBe(410);
  });

  it('takes a code only for the phone and product it was sent for', async () => {
    const phoneNumber = newPhone();
    const code = await consentCode(app, world.agent, phoneNumber, world.loan.id);
    const body = { name: 'Kip Ruto', location: 'Eldoret', otp: code };
    const otherPhone = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      productId: world.loan.id,
      amount: 700,
      phoneNumber: newPhone(),
    });
    expect(otherPhone.json().code).toBe('OTP_NOT_REQUESTED');
    const otherProduct = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      productId: world.cover.id,
      phoneNumber,
    });
    expect(otherProduct.json().code).toBe('OTP_NOT_REQUESTED');
    const refusedAmount = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      productId: world.loan.id,
      phoneNumber,
    });
    expect(refusedAmount.json().code).toBe('AMOUNT_REQUIRED');
    // A refused capture does not spend the code.
    const right = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      productId: world.loan.id,
      phoneNumber,
      amount: 700,
    });
    expect(right.statusCode).toBe(201);
  });

  it('refuses a product not assigned to the agent, and validation names the field', async () => {
    const refused = await call(app, world.otherAgent, 'POST', '/product-leads/open-otp', {
      phoneNumber: newPhone(),
      productId: world.loan.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('PRODUCT_NOT_ASSIGNED');
    const bad = await call(app, world.agent, 'POST', '/product-leads/open-otp', {
      phoneNumber: '12345',
      productId: world.loan.id,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].path).toBe('phoneNumber');
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    const memberCall = await call(app, member, 'POST', '/product-leads/open-otp', {
      phoneNumber: newPhone(),
      productId: world.loan.id,
    });
    expect(memberCall.statusCode).toBe(403);
  });

  it('refuses a second open lead for the phone and product, naming its code, until it is closed', async () => {
    const phoneNumber = newPhone();
    const first = await capture(app, world.agent, { productId: world.cover.id, phoneNumber });
    const code = first.json().data.code;
    const opened = await call(app, world.agent, 'POST', '/product-leads/open-otp', {
      phoneNumber,
      productId: world.cover.id,
    });
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toMatchObject({ code: 'LEAD_DUPLICATE' });
    expect(opened.json().message).toContain(code);
    // Another product for the same phone is fine.
    expect(
      (await capture(app, world.agent, { productId: world.loan.id, phoneNumber, amount: 600 }))
        .statusCode,
    ).toBe(201);

    const cancelled = await call(app, world.admin, 'PUT', '/product-leads/change-status', {
      leadIds: [first.json().data.id],
      status: 'CANCELLED',
      reason: 'Customer changed their mind',
    });
    expect(cancelled.json().data.updated).toEqual([first.json().data.id]);
    expect(
      (await capture(app, world.agent, { productId: world.cover.id, phoneNumber })).statusCode,
    ).toBe(201);
  });

  it('lets only one of two parallel captures for the same phone and product through', async () => {
    const shared = await call(
      app,
      world.admin,
      'PUT',
      `/products/assign/${world.otherAgent.userId}`,
      {
        productIds: [world.cover.id],
      },
    );
    expect(shared.statusCode).toBe(200);
    const phoneNumber = newPhone();
    const first = await consentCode(app, world.agent, phoneNumber, world.cover.id);
    const second = await consentCode(app, world.otherAgent, phoneNumber, world.cover.id);
    const body = { productId: world.cover.id, name: 'Nduta Gitau', location: 'Thika', phoneNumber };
    const answers = await Promise.all([
      call(app, world.agent, 'POST', '/product-leads', { ...body, otp: first }),
      call(app, world.otherAgent, 'POST', '/product-leads', { ...body, otp: second }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('holds the amount rules of the product', async () => {
    const missing = await capture(app, world.agent, { productId: world.loan.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'AMOUNT_REQUIRED',
      details: [{ path: 'amount' }],
    });
    const low = await capture(app, world.agent, { productId: world.loan.id, amount: 499.99 });
    expect(low.json()).toMatchObject({
      code: 'AMOUNT_OUT_OF_RANGE',
      message: 'amount: must be at least KES 500 and at most KES 5000 for Boda loan',
    });
    const high = await capture(app, world.agent, { productId: world.loan.id, amount: 5000.01 });
    expect(high.json().code).toBe('AMOUNT_OUT_OF_RANGE');
    const edge = await capture(app, world.agent, { productId: world.loan.id, amount: 5000 });
    expect(edge.statusCode).toBe(201);
    const none = await capture(app, world.agent, { productId: world.cover.id, amount: 100 });
    expect(none.json().code).toBe('AMOUNT_NOT_ALLOWED');
    const negative = await capture(app, world.agent, { productId: world.loan.id, amount: -5 });
    expect(negative.statusCode).toBe(400);
  });
});

describe('edit and delete', () => {
  it('lets the agent edit customer fields while NEW and only an admin change the agent', async () => {
    const lead = (await capture(app, world.agent, { productId: world.loan.id, amount: 800 })).json()
      .data;
    const edited = await call(app, world.agent, 'PUT', `/product-leads/${lead.code}`, {
      name: 'Wanjiru Njeri',
      amount: 900,
      nationalId: '87654321',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Wanjiru Njeri',
      amount: 900,
      nationalIdLast3: '321',
      version: 2,
    });
    const stale = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      name: 'X Y',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('LEAD_CHANGED');
    const outOfRange = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      amount: 10,
    });
    expect(outOfRange.json().code).toBe('AMOUNT_OUT_OF_RANGE');

    const phone = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      phoneNumber: newPhone(),
    });
    expect(phone.statusCode).toBe(422);
    expect(phone.json()).toMatchObject({
      code: 'PHONE_NEEDS_CONSENT',
      details: [{ path: 'phoneNumber' }],
    });
    const byAgent = await call(app, world.agent, 'PUT', `/product-leads/${lead.id}`, {
      agentId: world.otherAgent.userId,
    });
    expect(byAgent.statusCode).toBe(403);
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    const notAgent = await call(app, world.admin, 'PUT', `/product-leads/${lead.id}`, {
      agentId: member.userId,
    });
    expect(notAgent.json().code).toBe('NOT_AN_AGENT');
    const moved = await call(app, world.admin, 'PUT', `/product-leads/${lead.id}`, {
      agentId: world.otherAgent.userId,
    });
    expect(moved.json().data.agentId).toBe(world.otherAgent.userId);
    // The first agent no longer sees it.
    expect((await call(app, world.agent, 'GET', `/product-leads/${lead.id}`)).statusCode).toBe(404);

    await call(app, world.admin, 'PUT', '/product-leads/change-status', {
      leadIds: [lead.id],
      status: 'REJECTED',
      reason: 'Not eligible',
    });
    const late = await call(app, world.otherAgent, 'PUT', `/product-leads/${lead.id}`, {
      name: 'Late Edit',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('LEAD_NOT_NEW');
    const log = (await call(app, world.admin, 'GET', `/activity-logs/lead/${lead.id}`)).json().data;
    expect(log.map((event: { action: string }) => event.action)).toEqual([
      'STATUS_CHANGED',
      'AGENT_CHANGED',
      'UPDATED',
      'CAPTURED',
    ]);
  });

  it('lets its agent delete while NEW and an admin at any time (soft)', async () => {
    const lead = (await capture(app, world.agent, { productId: world.cover.id })).json().data;
    expect(
      (await call(app, world.otherAgent, 'DELETE', `/product-leads/${lead.id}`)).statusCode,
    ).toBe(404);
    const deleted = await call(app, world.agent, 'DELETE', `/product-leads/${lead.id}`);
    expect(deleted.json()).toEqual({ message: 'Lead deleted.', data: null });
    expect((await call(app, world.admin, 'GET', `/product-leads/${lead.id}`)).statusCode).toBe(404);

    const approved = (await capture(app, world.agent, { productId: world.cover.id })).json().data;
    await call(app, world.admin, 'PUT', '/product-leads/change-status', {
      leadIds: [approved.id],
      status: 'CANCELLED',
      reason: 'Duplicate entry',
    });
    const byAgent = await call(app, world.agent, 'DELETE', `/product-leads/${approved.id}`);
    expect(byAgent.statusCode).toBe(409);
    expect(
      (await call(app, world.admin, 'DELETE', `/product-leads/${approved.code}`)).statusCode,
    ).toBe(200);
  });
});
