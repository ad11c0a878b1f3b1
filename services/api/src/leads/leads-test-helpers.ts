import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LeadStatus } from '@pamoja/contract/lead-states';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { call, type Caller } from '../../test/call';
import { bearer, latestMessage, login, signedInMember } from '../../test/identity-helpers';
import {
  makeSuperAdmin,
  scoped,
  signedInWithRole,
  switchRole,
  type Actor,
} from '../../test/organisation-helpers';
import { scopeMainDatabase } from '../db/migrate';
import { createLeadRepository } from './lead-repository';

/** Someone working as SUPER_ADMIN: `in(org)` scopes a request to one organisation. */
export async function signedInPlatform(app: FastifyInstance) {
  const { person, session } = await signedInMember(app);
  await makeSuperAdmin(session.userData.id);
  const platform = await switchRole(app, await login(app, person.email), 'SUPER_ADMIN');
  return {
    userId: session.userData.id,
    anywhere: { headers: bearer(platform) },
    in: (organisationId: string) => ({ headers: scoped(platform, organisationId) }),
  };
}
export type Platform = Awaited<ReturnType<typeof signedInPlatform>>;

/** A product of the admin's organisation put on sale: created ACTIVE, approved by the platform. */
async function productOnSale(
  app: FastifyInstance,
  admin: Actor,
  platform: Platform,
  body: Record<string, unknown>,
) {
  const created = await call(app, admin, 'POST', '/products', {
    code: `L-${randomInt(0, 1e9)}`,
    status: 'ACTIVE',
    ...body,
  });
  if (created.statusCode !== 201) throw new Error(`create product failed: ${created.body}`);
  const { id } = created.json().data as { id: string };
  const approved = await call(
    app,
    platform.in(admin.organisation.id),
    'PUT',
    `/products/${id}/approval`,
    {
      approved: true,
    },
  );
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return approved.json().data as { id: string; name: string };
}

/** A Kenyan mobile number no other test uses, as stored (254…). */
export const newPhone = () => `2547${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export const testDb = async () => scopeMainDatabase((await sharedTestDatabase()).db);

/**
 * A business: an admin, two agents, a product with an amount (KES 500–5,000) and one without,
 * both assigned to `agent` (not to `otherAgent`).
 */
export async function leadBusiness(app: FastifyInstance, platform?: Platform) {
  const superAdmin = platform ?? (await signedInPlatform(app));
  const categories = (await call(app, superAdmin.anywhere, 'GET', '/categories')).json().data as {
    id: string;
    slug: string;
  }[];
  const category = Object.fromEntries(categories.map((row) => [row.slug, row.id]));
  const admin = await signedInWithRole(app, 'ADMIN');
  const agent = await signedInWithRole(app, 'AGENT', admin.organisation);
  const otherAgent = await signedInWithRole(app, 'AGENT', admin.organisation);
  const loan = await productOnSale(app, admin, superAdmin, {
    categoryId: category.loans,
    name: 'Boda loan',
    hasAmount: true,
    minAmount: 500,
    maxAmount: 5000,
  });
  // Not health insurance: those leads also need a facility (facilities.test.ts covers them).
  const cover = await productOnSale(app, admin, superAdmin, {
    categoryId: category['life-funeral-cover'],
    name: 'Family cover',
    hasAmount: false,
  });
  const assigned = await call(app, admin, 'PUT', `/products/assign/${agent.userId}`, {
    productIds: [loan.id, cover.id],
  });
  if (assigned.statusCode !== 200) throw new Error(`assign failed: ${assigned.body}`);
  // A member's referral code (the admin's), for leads that name a referrer.
  const referral = await referralCodeOf(app, admin);
  return { platform: superAdmin, admin, agent, otherAgent, loan, cover, referral };
}
export type LeadBusiness = Awaited<ReturnType<typeof leadBusiness>>;

/** Someone's own referral code (`PMJ-…`), as `GET users/me` answers it. */
export async function referralCodeOf(app: FastifyInstance, who: Caller) {
  const me = await call(app, who, 'GET', '/users/me');
  if (me.statusCode !== 200) throw new Error(`users/me failed: ${me.body}`);
  return (me.json().data as { referralCode: string }).referralCode;
}

/** The consent code texted to the customer, as the agent asks for it. */
export async function consentCode(
  app: FastifyInstance,
  agent: Actor,
  phoneNumber: string,
  productId: string,
) {
  const opened = await call(app, agent, 'POST', '/product-leads/open-otp', {
    phoneNumber,
    productId,
  });
  if (opened.statusCode !== 200) throw new Error(`open-otp failed: ${opened.body}`);
  const message = await latestMessage(app, phoneNumber);
  if (!message?.code) throw new Error('no consent code in the dev outbox');
  return message.code;
}

/** `POST product-leads` with a real consent code; answers the response. */
export async function capture(
  app: FastifyInstance,
  agent: Actor,
  body: { productId: string; phoneNumber?: string; amount?: number; [field: string]: unknown },
) {
  const phoneNumber = body.phoneNumber ?? newPhone();
  const otp = await consentCode(app, agent, phoneNumber, body.productId);
  return call(app, agent, 'POST', '/product-leads', {
    name: 'Wanjiru Kamau',
    location: 'Nairobi',
    ...body,
    phoneNumber,
    otp,
  });
}

/** A lead straight in the database, in any status (for the transition table). */
export async function leadIn(
  business: LeadBusiness,
  status: LeadStatus,
  shape: { assignedTo?: string; amount?: bigint | null } = {},
) {
  const organisationId = business.admin.organisation.id;
  const leads = createLeadRepository(await testDb());
  const id = await leads.insert({
    organisation_id: organisationId,
    product_id: business.loan.id,
    code: `LD-${String(randomInt(0, 1e8)).padStart(8, '0')}`,
    name: 'Otieno Ouma',
    phone_number: newPhone(),
    national_id_hash: null,
    national_id_last3: null,
    amount_cents: shape.amount === undefined ? 100_000n : shape.amount,
    location: 'Kisumu',
    referral_id: null,
    agent_id: business.agent.userId,
    source: 'AGENT',
    consent_verified_at: new Date(),
  });
  // Any other status, or an assignee, is one more change: the version is then 2.
  if (status !== 'NEW' || shape.assignedTo) {
    await leads.update(organisationId, id, { status, assigned_to: shape.assignedTo ?? null });
  }
  return id;
}
