import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { call, type Caller } from '../../test/call';
import { signedInWithRole } from '../../test/organisation-helpers';
import { categoryIds, productOnSale } from '../products/products-test-helpers';
import { capture, leadBusiness, type LeadBusiness } from './leads-test-helpers';

let app: FastifyInstance;
let world: LeadBusiness;
/** Health leads of the agent and of the other agent, and a loan lead of the agent. */
let leads: Record<'mine' | 'others' | 'loan', { id: string }>;

const listed = async (who: Caller, query = '') => {
  const response = await call(app, who, 'GET', `/product-leads/health-insurance${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: string; facility: { kmhflCode: string } | null }[];
    pagination: { total: number };
  };
};
const ids = (body: { data: { id: string }[] }) => body.data.map((row) => row.id).sort();

beforeAll(async () => {
  app = await buildTestApp();
  world = await leadBusiness(app);
  const category = (await categoryIds(app, world.admin))['health-insurance'];
  const health = await productOnSale(app, world.admin, world.platform, {
    categoryId: category,
    name: 'Imara health cover',
    hasAmount: false,
  });
  for (const agent of [world.agent, world.otherAgent]) {
    const assigned = await call(app, world.admin, 'PUT', `/products/assign/${agent.userId}`, {
      productIds: [world.loan.id, health.id],
    });
    if (assigned.statusCode !== 200) throw new Error(assigned.body);
  }
  const facility = (
    await call(app, world.agent, 'GET', '/product-leads/facilities?search=25166')
  ).json().data[0];
  const made = async (who: typeof world.agent, body: Parameters<typeof capture>[2]) => {
    const response = await capture(app, who, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data as { id: string };
  };
  leads = {
    mine: await made(world.agent, {
      productId: health.id,
      facilityId: facility.id,
      name: 'Wekesa Barasa',
    }),
    others: await made(world.otherAgent, {
      productId: health.id,
      facilityId: facility.id,
      name: 'Nafula Simiyu',
    }),
    loan: await made(world.agent, { productId: world.loan.id, amount: 800 }),
  };
});
afterAll(() => app.close());

describe('GET product-leads/health-insurance', () => {
  it('answers only leads of health-insurance products, each with its facility', async () => {
    const body = await listed(world.admin);
    expect(ids(body)).toEqual([leads.mine.id, leads.others.id].sort());
    expect(body.pagination.total).toBe(2);
    expect(body.data.every((lead) => lead.facility?.kmhflCode === '25166')).toBe(true);
    // The whole list still has the loan lead.
    const all = (await call(app, world.admin, 'GET', '/product-leads?limit=100')).json();
    expect(all.data.map((row: { id: string }) => row.id)).toContain(leads.loan.id);
  });

  it('keeps the visibility of the list: an agent sees their own, a SUPER_ADMIN the business', async () => {
    expect(ids(await listed(world.agent))).toEqual([leads.mine.id]);
    expect(ids(await listed(world.otherAgent))).toEqual([leads.others.id]);
    const platform = world.platform.anywhere;
    expect(ids(await listed(platform, `?business=${world.admin.organisation.id}`))).toEqual(
      [leads.mine.id, leads.others.id].sort(),
    );
    const member = await signedInWithRole(app, 'MEMBER', world.admin.organisation);
    const refused = await call(app, member, 'GET', '/product-leads/health-insurance');
    expect(refused.statusCode).toBe(403);
  });

  it("answers nothing of another organisation's leads", async () => {
    const stranger = await signedInWithRole(app, 'ADMIN');
    expect((await listed(stranger)).data).toEqual([]);
  });

  it("takes the list's filters and refuses a bad one with 400", async () => {
    expect(ids(await listed(world.admin, '?name=nafula'))).toEqual([leads.others.id]);
    expect(ids(await listed(world.admin, `?agent=${world.agent.userId}`))).toEqual([leads.mine.id]);
    const bad = await call(app, world.admin, 'GET', '/product-leads/health-insurance?status=OPEN');
    expect(bad.statusCode).toBe(400);
  });
});
