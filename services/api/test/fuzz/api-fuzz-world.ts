import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { at, book, created, upcoming } from '../../src/bookings/bookings-test-helpers';
import { referenceIds } from '../../src/beneficiaries/beneficiary-fixtures';
import { tinyPdf, tinyPng } from '../../src/files/file-fixtures';
import { uploaded } from '../../src/files/files-test-helpers';
import { consentCode, leadBusiness, leadIn } from '../../src/leads/leads-test-helpers';
import { addMember, createGroup } from '../airtime-helpers';
import { call } from '../call';
import { newInvitee, signedInWithRole, type Actor } from '../organisation-helpers';
import { productFor } from '../product-fixture';
import { PIN, setPin, topUp, withKey } from '../wallet-helpers';
import { knownValues } from './api-fuzz-known';
import { fuzzSessions } from './api-fuzz-sessions';

const OWNED_BY_MEMBER = [
  '/api/v1/mobile-wallets/',
  '/api/v1/pesalink-beneficiaries/',
  '/api/v1/airtime-groups/update-member/',
  '/api/v1/airtime-groups/remove-member/',
];
/**
 * Everything the fuzz needs to reach handlers of the main service: people of each role in one
 * organisation (a member with a funded wallet and a PIN, an AGENT, an ADMIN, a SUPER_ADMIN) and
 * one row of each kind they own, so path and body ids can name something that exists.
 */
export async function apiFuzzWorld(app: FastifyInstance) {
  const business = await leadBusiness(app);
  const { admin, agent, platform } = business;
  const organisation = admin.organisation;
  const member = await signedInWithRole(app, 'MEMBER', organisation);
  // The one the directory's suspend and reactivate may name: suspending a fuzz caller would
  // sign it out for the rest of the run.
  const bystander = await signedInWithRole(app, 'MEMBER', organisation);
  // Everyone has a PIN, so a withdrawal by any of them reaches the balance check.
  for (const actor of [member, agent, admin]) await setPin(app, actor.session);
  await app.inject({
    method: 'POST',
    url: `/api/v1/users/create-pin/${platform.userId}`,
    headers: platform.anywhere.headers,
    payload: { pin: PIN, confirmPin: PIN },
  });
  // Enough for many valid withdrawals and airtime purchases (each a few hundred shillings).
  const funding = await topUp(app, member.session, 50_000, undefined, 20_000);
  const tag = randomUUID().slice(0, 8);
  const post = async (who: Actor, url: string, payload: object) => {
    const response = await call(app, who, 'POST', url, payload);
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.body}`);
    return (response.json().data as { id: string }).id;
  };
  const team = await post(admin, '/teams', { name: `Fuzz team ${tag}` });
  // A member whose team role the fuzz can change.
  const joined = await call(app, admin, 'PUT', `/teams/add-member/${team}`, {
    userId: agent.userId,
  });
  if (joined.statusCode >= 300) throw new Error(`add-member: ${joined.body}`);
  const branch = (await created(app, admin, '/branches', { name: `Fuzz branch ${tag}` })).id;
  const location = await post(admin, '/staff-locations', {
    branchId: branch,
    name: 'Stage',
    county: 'Kisumu',
  });
  const service = (
    await created(app, admin, '/booking-services', {
      name: `Advice ${tag}`,
      durationMinutes: 30,
      branchIds: [branch],
    })
  ).id;
  const closedDay = (
    await created(app, admin, `/branches/${branch}/closed-days`, {
      date: upcoming(1, 20),
      reason: 'Holiday',
    })
  ).id;
  // Someone invited onto the staff, whom nobody signs in as: `PUT users/staff/{id}` may change
  // their roles without signing a fuzz caller out.
  const staff = await call(app, admin, 'POST', '/users/add-staff', {
    ...newInvitee().person,
    branchId: branch,
    staffLocationId: location,
    roles: ['AGENT'],
  });
  if (staff.statusCode !== 201) throw new Error(`add-staff: ${staff.body}`);
  const booked = await book(app, member, {
    serviceId: service,
    branchId: branch,
    startsAt: at(upcoming(3), '08:00'),
  });
  if (booked.statusCode !== 201) throw new Error(`booking: ${booked.body}`);
  const lead = await leadIn(business, 'NEW');
  // A phone no other known value names, so the fuzz's own open-otp calls never replace the code.
  const consentPhone = '0722000555';
  const consent = {
    phoneNumber: consentPhone,
    productId: business.loan.id,
    otp: await consentCode(app, agent, consentPhone, business.loan.id),
  };
  const refs = await referenceIds(app);
  const bankAccount = await post(member, '/bank-accounts', {
    bankId: refs.kcb,
    accountNumber: '1234567890',
    accountName: 'Achieng Otieno',
  });
  const pesalink = await post(member, '/pesalink-beneficiaries', {
    type: 'PESALINK_PHONE',
    phoneNumber: '0712345678',
    name: 'Mama',
  });
  const pesalinkBank = await post(member, '/pesalink-beneficiaries', {
    type: 'PESALINK_BANK',
    bankId: refs.equity,
    accountNumber: '0987654321',
    name: 'Baba',
  });
  const wallet = await post(member, '/mobile-wallets', {
    telcoId: refs.safaricom,
    phoneNumber: '0712345679',
    name: 'My M-Pesa',
  });
  const group = await createGroup(app, member.session);
  const groupMember = await addMember(app, member.session, group.id, {
    name: 'Juma',
    phoneNumber: '0722000333',
    amount: 50,
  });
  const file = await uploaded(app, member.headers, tinyPng);
  const products = [business.loan.id, business.cover.id];
  // The business's products take leads and have no price: a cart needs one that has.
  const pricedProduct = await productFor(organisation.id, { name: 'Maize flour', price: 100 });
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/v1/cart/web-checkout',
    headers: withKey(member.session),
    payload: { items: [{ productId: pricedProduct, quantity: 1 }], phoneNumber: '0712345678' },
  });
  if (checkout.statusCode !== 202) throw new Error(`checkout: ${checkout.body}`);
  const categories = (
    (await call(app, admin, 'GET', '/categories')).json().data as { id: string }[]
  ).map((row) => row.id);
  const known = knownValues({
    organisation: organisation.id,
    people: {
      member: member.userId,
      agent: agent.userId,
      admin: admin.userId,
      platform: platform.userId,
    },
    bystander: bystander.userId,
    staff: staff.json().data.userId,
    memberEmail: member.person.email,
    referral: business.referral,
    team,
    branch,
    location,
    service,
    closedDay,
    lead,
    bankAccount,
    pesalink,
    pesalinkBank,
    wallet,
    products,
    pricedProduct,
    order: checkout.json().data.id,
    categories,
    booking: booked.json().data.id,
    file: file.id,
    group: group.id,
    groupMember: groupMember.id,
    transaction: funding.id,
    banks: [refs.kcb, refs.equity],
    telco: refs.safaricom,
    consent,
    // Open hours on Tuesday to Friday, days ahead: the booking above holds Wednesday 08:00.
    slots: [2, 3, 4, 5].flatMap((weekday) =>
      ['10:00', '14:30'].map((time) => at(upcoming(weekday), time)),
    ),
  });
  const sessions = fuzzSessions(app, organisation.id, {
    member,
    agent,
    admin,
    platform: { userId: platform.userId, headers: platform.in(organisation.id).headers },
  });
  return {
    callers: ['guest', 'member', 'agent', 'admin', 'platform'] as const,
    files: [
      { name: 'photo.png', content: tinyPng },
      { name: 'notes.pdf', content: tinyPdf },
      {
        name: 'members.csv',
        content: Buffer.from('name,phoneNumber,amount\nJuma,0722000333,50\n'),
      },
    ],
    known,
    // The member's own beneficiaries and group; the agent's consent code; the admin's team.
    ownersOf: (path: string) =>
      OWNED_BY_MEMBER.some((prefix) => path.startsWith(prefix))
        ? ['member']
        : path === '/api/v1/product-leads'
          ? ['agent']
          : path.startsWith('/api/v1/teams/')
            ? ['admin']
            : undefined,
    headersOf: sessions.headersOf,
    renewSessions: sessions.renew,
  };
}
