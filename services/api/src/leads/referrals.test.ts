import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call } from '../../test/call';
import {
  capture,
  consentCode,
  leadBusiness,
  newPhone,
  referralCodeOf,
  type LeadBusiness,
} from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
});
afterAll(() => app.close());

describe('a lead names its referrer by referral code', () => {
  it("stores any member's code upper-case, and the list finds it in any case", async () => {
    // The referrer may be anyone with an account, not only someone of this business.
    const referrer = await referralCodeOf(app, world.platform.anywhere);
    const lead = await capture(app, world.agent, {
      productId: world.cover.id,
      referralId: ` ${referrer.toLowerCase()} `,
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.json().data.referralId).toBe(referrer);
    const plain = (await capture(app, world.agent, { productId: world.cover.id })).json().data;
    expect(plain.referralId).toBeNull();

    const found = await call(
      app,
      world.admin,
      'GET',
      `/product-leads?referralId=${referrer.toLowerCase()}`,
    );
    expect(found.json().data.map((row: { id: string }) => row.id)).toEqual([lead.json().data.id]);
    const none = await call(app, world.admin, 'GET', '/product-leads?referralId=PMJ-ZZZZZZ');
    expect(none.json().data).toEqual([]);
  });

  it('refuses a code no member holds, with 422 naming referralId, and keeps the consent code', async () => {
    const phoneNumber = newPhone();
    const otp = await consentCode(app, world.agent, phoneNumber, world.cover.id);
    const body = {
      productId: world.cover.id,
      name: 'Kerubo Moraa',
      location: 'Kisii',
      phoneNumber,
      otp,
    };
    const response = await call(app, world.agent, 'POST', '/product-leads', {
      ...body,
      referralId: 'PMJ-NOBODY',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'REFERRAL_NOT_FOUND',
      details: [{ path: 'referralId', message: 'No member has this referral code' }],
    });
    const retried = await call(app, world.agent, 'POST', '/product-leads', body);
    expect(retried.statusCode).toBe(201);
  });

  it('checks the code again when a NEW lead is edited, and clears it with null', async () => {
    const lead = (await capture(app, world.agent, { productId: world.cover.id })).json().data;
    const url = `/product-leads/${lead.id}`;
    const unknown = await call(app, world.agent, 'PUT', url, { referralId: 'REF-42' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().code).toBe('REFERRAL_NOT_FOUND');
    const set = await call(app, world.agent, 'PUT', url, {
      referralId: world.referral.toLowerCase(),
    });
    expect(set.json().data.referralId).toBe(world.referral);
    const cleared = await call(app, world.agent, 'PUT', url, { referralId: null });
    expect(cleared.json().data.referralId).toBeNull();
  });
});
