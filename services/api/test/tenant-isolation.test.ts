import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedTestDatabase } from '@pamoja/server-kit/testing/test-database';
import { scopeMainDatabase } from '../src/db/migrate';
import { createFileRepository } from '../src/files/files-repository';
import {
  categoryIds,
  productOnSale,
  signedInSuperAdmin,
} from '../src/products/products-test-helpers';
import { buildTestApp } from './build-test-app';
import { signedInWithRole, scoped, type Actor } from './organisation-helpers';
import { snapshotOrganisation } from './organisation-snapshot';
import { productFor } from './product-fixture';
import { bookingsOfB, snapshotBookings } from './booking-fixture';

/**
 * A user of organisation A can never read or change organisation B's rows, whatever
 * ids they send. Every organisation-scoped route is one row below, called by an admin of A:
 * - with B's id in `x-organization`: 403 (the guard: not a member of B);
 * - with A's id in `x-organization` and B's ids in the path, query or body: `withOwn` (404 by
 *   default; lists answer 200 without any of B's data; creations without B's ids land in A).
 * Afterwards every row of B is as it was. A new route is one new row.
 */

interface World {
  a: {
    organisation: string;
    team: string;
    branch: string;
    location: string;
    admin: Actor;
    agent: string;
    category: string;
    product: string;
    bookingService: string;
  };
  b: {
    organisation: string;
    team: string;
    branch: string;
    location: string;
    member: string;
    memberEmail: string;
    enquiry: string;
    order: string;
    file: string;
    product: string;
    lead: string;
    leadCode: string;
    bookingService: string;
    booking: string;
    closedDay: string;
  };
}
interface Row {
  route: string;
  request: (world: World) => { url: string; payload?: object; headers?: Record<string, string> };
  withOwn?: number | 'hidden';
}

const organisationRows: Row[] = [
  { route: 'GET /organizations', request: () => ({ url: '/organizations' }), withOwn: 'hidden' },
  {
    route: 'GET /organizations/{id}',
    request: ({ b }) => ({ url: `/organizations/${b.organisation}` }),
  },
  {
    route: 'PUT /organizations/{id}',
    request: ({ b }) => ({ url: `/organizations/${b.organisation}`, payload: { name: 'Taken' } }),
  },
  {
    route: 'DELETE /organizations/{id}',
    request: ({ b }) => ({ url: `/organizations/${b.organisation}` }),
  },
  {
    route: 'PUT /organizations/send-delete-otp/{id}',
    request: ({ b }) => ({ url: `/organizations/send-delete-otp/${b.organisation}` }),
  },
  {
    route: 'PUT /organizations/verify-delete-otp/{id}',
    request: ({ b }) => ({
      url: `/organizations/verify-delete-otp/${b.organisation}`,
      payload: { otp: '123456' },
    }),
  },
  {
    route: 'GET /organizations/{id}/members',
    request: ({ b }) => ({ url: `/organizations/${b.organisation}/members` }),
  },
  {
    route: 'POST /organizations/{id}/members',
    request: ({ a, b }) => ({
      url: `/organizations/${b.organisation}/members`,
      payload: { email: a.admin.person.email, roles: ['ADMIN'] },
    }),
  },
  {
    route: 'PUT /organizations/{id}/members/{userId}',
    request: ({ b }) => ({
      url: `/organizations/${b.organisation}/members/${b.member}`,
      payload: { roles: ['AGENT'] },
    }),
  },
  {
    route: 'DELETE /organizations/{id}/members/{userId}',
    request: ({ b }) => ({ url: `/organizations/${b.organisation}/members/${b.member}` }),
  },
];

const teamRows: Row[] = [
  { route: 'GET /teams', request: () => ({ url: '/teams' }), withOwn: 'hidden' },
  {
    route: 'POST /teams',
    request: () => ({ url: '/teams', payload: { name: `Mine ${Math.random()}` } }),
    withOwn: 201,
  },
  { route: 'GET /teams/{id}', request: ({ b }) => ({ url: `/teams/${b.team}` }) },
  {
    route: 'PUT /teams/{id}',
    request: ({ b }) => ({ url: `/teams/${b.team}`, payload: { name: 'Taken' } }),
  },
  { route: 'DELETE /teams/{id}', request: ({ b }) => ({ url: `/teams/${b.team}` }) },
  { route: 'GET /teams/members', request: () => ({ url: '/teams/members' }), withOwn: 'hidden' },
  {
    route: 'GET /teams/members?team=',
    request: ({ b }) => ({ url: `/teams/members?team=${b.team}` }),
  },
  {
    route: 'GET /teams/members-count?user=',
    request: ({ b }) => ({ url: `/teams/members-count?user=${b.member}` }),
  },
  {
    route: 'PUT /teams/add-member/{id}',
    request: ({ a, b }) => ({
      url: `/teams/add-member/${b.team}`,
      payload: { userId: a.admin.userId },
    }),
  },
  {
    route: 'PUT /teams/add-member/{id} (B person)',
    request: ({ a, b }) => ({ url: `/teams/add-member/${a.team}`, payload: { userId: b.member } }),
  },
  {
    route: 'PUT /teams/remove-member/{id}',
    request: ({ b }) => ({ url: `/teams/remove-member/${b.team}`, payload: { userId: b.member } }),
  },
  {
    route: 'PUT /teams/{team}/update-member/{id}',
    request: ({ b }) => ({
      url: `/teams/${b.team}/update-member/${b.member}`,
      payload: { role: 'LEADER' },
    }),
  },
];

const placeRows: Row[] = [
  { route: 'GET /branches', request: () => ({ url: '/branches' }), withOwn: 'hidden' },
  {
    route: 'POST /branches',
    request: () => ({ url: '/branches', payload: { name: `Mine ${Math.random()}` } }),
    withOwn: 201,
  },
  { route: 'GET /branches/{id}', request: ({ b }) => ({ url: `/branches/${b.branch}` }) },
  {
    route: 'PUT /branches/{id}',
    request: ({ b }) => ({ url: `/branches/${b.branch}`, payload: { name: 'Taken' } }),
  },
  { route: 'DELETE /branches/{id}', request: ({ b }) => ({ url: `/branches/${b.branch}` }) },
  {
    route: 'GET /staff-locations',
    request: () => ({ url: '/staff-locations' }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /staff-locations?branchId=',
    request: ({ b }) => ({ url: `/staff-locations?branchId=${b.branch}` }),
  },
  {
    route: 'POST /staff-locations',
    request: ({ b }) => ({
      url: '/staff-locations',
      payload: { branchId: b.branch, name: 'Mine', county: 'Kisumu' },
    }),
  },
  {
    route: 'GET /staff-locations/{id}',
    request: ({ b }) => ({ url: `/staff-locations/${b.location}` }),
  },
  {
    route: 'PUT /staff-locations/{id}',
    request: ({ b }) => ({ url: `/staff-locations/${b.location}`, payload: { name: 'Taken' } }),
  },
  {
    route: 'PUT /staff-locations/{id} (into B branch)',
    request: ({ a, b }) => ({
      url: `/staff-locations/${a.location}`,
      payload: { branchId: b.branch },
    }),
  },
  {
    route: 'DELETE /staff-locations/{id}',
    request: ({ b }) => ({ url: `/staff-locations/${b.location}` }),
  },
];

const staffRows: Row[] = [
  { route: 'GET /users/staff', request: () => ({ url: '/users/staff' }), withOwn: 'hidden' },
  {
    route: 'GET /users/staff?branchId=',
    request: ({ b }) => ({ url: `/users/staff?branchId=${b.branch}` }),
  },
  {
    route: 'GET /users/staff?staffLocationId=',
    request: ({ b }) => ({ url: `/users/staff?staffLocationId=${b.location}` }),
  },
  { route: 'GET /users/staff/{id}', request: ({ b }) => ({ url: `/users/staff/${b.member}` }) },
  {
    route: 'PUT /users/staff/{id}',
    request: ({ b }) => ({ url: `/users/staff/${b.member}`, payload: { active: false } }),
  },
  {
    route: 'POST /users/add-staff',
    request: ({ b }) => ({
      url: '/users/add-staff',
      payload: { email: b.memberEmail, branchId: b.branch, roles: ['AGENT'] },
    }),
  },
  {
    route: 'POST /users/add-staff (B location)',
    request: ({ a, b }) => ({
      url: '/users/add-staff',
      payload: {
        email: b.memberEmail,
        branchId: a.branch,
        staffLocationId: b.location,
        roles: ['AGENT'],
      },
    }),
  },
  { route: 'GET /groups', request: () => ({ url: '/groups' }), withOwn: 'hidden' },
  {
    route: 'POST /groups',
    request: () => ({
      url: '/groups',
      payload: {
        name: 'Jirani',
        email: 'jirani@example.ke',
        phoneNumber: '0711000000',
        message: 'Hello',
        groupType: 'CHAMA',
      },
    }),
    withOwn: 201,
  },
];

// A file uploaded for B is read only by B's members (and its owner): A's admin gets a 404.
const fileRows: Row[] = [
  { route: 'GET /files/{id}', request: ({ b }) => ({ url: `/files/${b.file}` }) },
];

// Products: B's products, its agent's assignments and B's uploads stay out of A's reach.
const productRows: Row[] = [
  { route: 'GET /products', request: () => ({ url: '/products' }), withOwn: 'hidden' },
  {
    route: 'GET /products?category=',
    request: ({ a }) => ({ url: `/products?category=${a.category}&size=100` }),
    withOwn: 'hidden',
  },
  {
    route: 'POST /products',
    request: ({ a }) => ({
      url: '/products',
      payload: { categoryId: a.category, code: `MINE-${randomUUID().slice(0, 8)}`, name: 'Mine' },
    }),
    withOwn: 201,
  },
  {
    route: 'POST /products (B image)',
    request: ({ a, b }) => ({
      url: '/products',
      payload: {
        categoryId: a.category,
        code: `PIC-${randomUUID().slice(0, 8)}`,
        name: 'Pic',
        image: b.file,
      },
    }),
    withOwn: 422,
  },
  {
    route: 'GET /products/business/{id}',
    request: ({ b }) => ({ url: `/products/business/${b.organisation}` }),
  },
  { route: 'GET /products/{id}', request: ({ b }) => ({ url: `/products/${b.product}` }) },
  {
    route: 'PUT /products/{id}',
    request: ({ b }) => ({ url: `/products/${b.product}`, payload: { name: 'Taken' } }),
  },
  {
    route: 'PUT /products/{id} (B image)',
    request: ({ a, b }) => ({ url: `/products/${a.product}`, payload: { image: b.file } }),
    withOwn: 422,
  },
  { route: 'DELETE /products/{id}', request: ({ b }) => ({ url: `/products/${b.product}` }) },
  // Only a SUPER_ADMIN approves, so A's admin is refused before any id is looked at.
  {
    route: 'PUT /products/{id}/approval',
    request: ({ b }) => ({ url: `/products/${b.product}/approval`, payload: { approved: false } }),
    withOwn: 403,
  },
  {
    route: 'GET /categories/user/{id}',
    request: ({ b }) => ({ url: `/categories/user/${b.member}` }),
  },
  {
    route: 'GET /categories/user-not-exists/{id}',
    request: ({ b }) => ({ url: `/categories/user-not-exists/${b.member}` }),
  },
  {
    route: 'GET /products/user/{id}/{categoryId}',
    request: ({ a, b }) => ({ url: `/products/user/${b.member}/${a.category}` }),
  },
  {
    route: 'GET /products/user-not-exists/{id}/{categoryId}',
    request: ({ a, b }) => ({ url: `/products/user-not-exists/${b.member}/${a.category}` }),
  },
  {
    route: 'GET /products/user-not-exists/{id}/{categoryId} (A agent)',
    request: ({ a }) => ({ url: `/products/user-not-exists/${a.agent}/${a.category}` }),
    withOwn: 'hidden',
  },
  {
    route: 'PUT /products/assign/{userId}',
    request: ({ a, b }) => ({
      url: `/products/assign/${b.member}`,
      payload: { productIds: [a.product] },
    }),
  },
  {
    route: 'PUT /products/assign/{userId} (B product)',
    request: ({ a, b }) => ({
      url: `/products/assign/${a.agent}`,
      payload: { productIds: [b.product] },
    }),
  },
  {
    route: 'PUT /products/unassign/{userId}',
    request: ({ b }) => ({
      url: `/products/unassign/${b.member}`,
      payload: { productIds: [b.product] },
    }),
  },
  {
    route: 'PUT /products/unassign/{userId} (B product)',
    request: ({ a, b }) => ({
      url: `/products/unassign/${a.agent}`,
      payload: { productIds: [b.product] },
    }),
  },
];

const orderRows: Row[] = [
  { route: 'GET /orders', request: () => ({ url: '/orders?limit=100' }), withOwn: 'hidden' },
  { route: 'GET /orders/{id}', request: ({ b }) => ({ url: `/orders/${b.order}` }) },
  {
    route: 'GET /accounts/organisation/{id}',
    request: ({ b }) => ({ url: `/accounts/organisation/${b.organisation}` }),
    withOwn: 403,
  },
];

// Leads: B's leads, B's products and B's people stay out of A's reach; bulk changes answer 200
// with B's ids skipped (the last test checks B's leads are unchanged).
const leadRows: Row[] = [
  { route: 'GET /product-leads', request: () => ({ url: '/product-leads' }), withOwn: 'hidden' },
  {
    route: 'GET /product-leads?product=',
    request: ({ b }) => ({ url: `/product-leads?product=${b.product}&agent=${b.member}` }),
    withOwn: 'hidden',
  },
  {
    route: 'POST /product-leads/open-otp',
    request: ({ b }) => ({
      url: '/product-leads/open-otp',
      payload: { phoneNumber: '0712345678', productId: b.product },
    }),
  },
  {
    route: 'POST /product-leads',
    request: ({ b }) => ({
      url: '/product-leads',
      payload: {
        productId: b.product,
        name: 'Taken Lead',
        phoneNumber: '0712345678',
        location: 'Nairobi',
        otp: '123456',
      },
    }),
  },
  { route: 'GET /product-leads/{id}', request: ({ b }) => ({ url: `/product-leads/${b.lead}` }) },
  {
    route: 'GET /product-leads/{code}',
    request: ({ b }) => ({ url: `/product-leads/${b.leadCode}` }),
  },
  {
    route: 'PUT /product-leads/{id}',
    request: ({ b }) => ({ url: `/product-leads/${b.lead}`, payload: { name: 'Taken' } }),
  },
  {
    route: 'DELETE /product-leads/{id}',
    request: ({ b }) => ({ url: `/product-leads/${b.lead}` }),
  },
  {
    route: 'PUT /product-leads/change-status',
    request: ({ b }) => ({
      url: '/product-leads/change-status',
      payload: { leadIds: [b.lead], status: 'CANCELLED', reason: 'Taken over' },
    }),
    withOwn: 200,
  },
  {
    route: 'PUT /product-leads/change-activate-status',
    request: ({ b }) => ({
      url: '/product-leads/change-activate-status',
      payload: { leadIds: [b.lead], active: false, reason: 'Taken over' },
    }),
    withOwn: 200,
  },
  {
    route: 'POST /product-leads/approval-otp',
    request: ({ b }) => ({ url: '/product-leads/approval-otp', payload: { leadIds: [b.lead] } }),
  },
  {
    route: 'PUT /product-leads/approve-leads',
    request: ({ b }) => ({
      url: '/product-leads/approve-leads',
      payload: { leadIds: [b.lead], code: '123456' },
    }),
    withOwn: 422,
  },
  {
    route: 'PUT /product-leads/assign-leads',
    request: ({ b }) => ({
      url: '/product-leads/assign-leads',
      payload: { leadIds: [b.lead], assignedTo: b.member },
    }),
  },
  {
    route: 'PUT /product-leads/assign-leads (B lead)',
    request: ({ a, b }) => ({
      url: '/product-leads/assign-leads',
      payload: { leadIds: [b.lead], assignedTo: a.agent },
    }),
    withOwn: 200,
  },
  {
    route: 'GET /activity-logs/lead/{id}',
    request: ({ b }) => ({ url: `/activity-logs/lead/${b.lead}` }),
  },
  {
    route: 'GET /product-leads/get-all',
    request: ({ b }) => ({ url: `/product-leads/get-all?product=${b.product}&agent=${b.member}` }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/download-all',
    request: ({ b }) => ({ url: `/product-leads/download-all?product=${b.product}` }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/download-selected',
    request: ({ b }) => ({ url: `/product-leads/download-selected?ids=${b.lead}` }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/business-leads-stats',
    request: ({ b }) => ({ url: `/product-leads/business-leads-stats?business=${b.organisation}` }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/report',
    request: () => ({ url: '/product-leads/report?startDate=2026-01-01&endDate=2026-12-31' }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/facilities',
    request: () => ({ url: '/product-leads/facilities?search=hospital' }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /product-leads/health-insurance',
    request: ({ b }) => ({
      url: `/product-leads/health-insurance?product=${b.product}&business=${b.organisation}`,
    }),
    withOwn: 'hidden',
  },
];

const bookingRows: Row[] = [
  {
    route: 'GET /booking-services',
    request: () => ({ url: '/booking-services' }),
    withOwn: 'hidden',
  },
  {
    route: 'POST /booking-services (B branch)',
    request: ({ b }) => ({
      url: '/booking-services',
      payload: { name: 'Mine', durationMinutes: 30, branchIds: [b.branch] },
    }),
  },
  {
    route: 'GET /booking-services/{id}',
    request: ({ b }) => ({ url: `/booking-services/${b.bookingService}` }),
  },
  {
    route: 'PUT /booking-services/{id}',
    request: ({ b }) => ({
      url: `/booking-services/${b.bookingService}`,
      payload: { capacity: 9 },
    }),
  },
  {
    route: 'PUT /booking-services/{id} (B branch)',
    request: ({ a, b }) => ({
      url: `/booking-services/${a.bookingService}`,
      payload: { branchIds: [b.branch] },
    }),
  },
  {
    route: 'DELETE /booking-services/{id}',
    request: ({ b }) => ({ url: `/booking-services/${b.bookingService}` }),
  },
  {
    route: 'GET /branches/{id}/opening-hours',
    request: ({ b }) => ({ url: `/branches/${b.branch}/opening-hours` }),
  },
  {
    route: 'PUT /branches/{id}/opening-hours',
    request: ({ b }) => ({
      url: `/branches/${b.branch}/opening-hours`,
      payload: { days: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, closed: true })) },
    }),
  },
  {
    route: 'GET /branches/{id}/closed-days',
    request: ({ b }) => ({ url: `/branches/${b.branch}/closed-days` }),
  },
  {
    route: 'POST /branches/{id}/closed-days',
    request: ({ b }) => ({
      url: `/branches/${b.branch}/closed-days`,
      payload: { date: '2030-01-02' },
    }),
  },
  {
    route: 'DELETE /branches/{id}/closed-days/{dayId}',
    request: ({ b }) => ({ url: `/branches/${b.branch}/closed-days/${b.closedDay}` }),
  },
  {
    route: 'DELETE /branches/{id}/closed-days/{dayId} (A branch)',
    request: ({ a, b }) => ({ url: `/branches/${a.branch}/closed-days/${b.closedDay}` }),
  },
  {
    route: 'GET /bookings/availability',
    request: ({ b }) => ({
      url: `/bookings/availability?serviceId=${b.bookingService}&branchId=${b.branch}&date=2030-01-02`,
    }),
  },
  {
    route: 'POST /bookings',
    request: ({ b }) => ({
      url: '/bookings',
      payload: {
        serviceId: b.bookingService,
        branchId: b.branch,
        startsAt: '2030-01-02T06:00:00Z',
      },
      headers: { 'idempotency-key': randomUUID() },
    }),
  },
  { route: 'GET /bookings', request: () => ({ url: '/bookings' }), withOwn: 'hidden' },
  { route: 'GET /bookings/{id}', request: ({ b }) => ({ url: `/bookings/${b.booking}` }) },
  {
    route: 'PUT /bookings/{id}/status',
    request: ({ b }) => ({
      url: `/bookings/${b.booking}/status`,
      payload: { status: 'DECLINED', reason: 'Not yours' },
    }),
  },
  {
    route: 'GET /bookings/{id}/calendar.ics',
    request: ({ b }) => ({ url: `/bookings/${b.booking}/calendar.ics` }),
  },
];

/** The homes' figures and the user directory: A's admin sees A alone, and changes nobody. */
const homeRows: Row[] = [
  {
    route: 'GET /dashboard/statistics',
    request: () => ({ url: '/dashboard/statistics' }),
    withOwn: 'hidden',
  },
  { route: 'GET /users', request: () => ({ url: '/users' }), withOwn: 'hidden' },
  {
    route: 'GET /users?search= (B member)',
    request: ({ b }) => ({ url: `/users?search=${encodeURIComponent(b.memberEmail)}` }),
    withOwn: 'hidden',
  },
  {
    route: 'GET /users?organisation=',
    request: ({ b }) => ({ url: `/users?organisation=${b.organisation}` }),
    withOwn: 403,
  },
  {
    route: 'PUT /users/{id}/suspend',
    request: ({ b }) => ({ url: `/users/${b.member}/suspend`, payload: { reason: 'Taken over' } }),
    withOwn: 403,
  },
  {
    route: 'PUT /users/{id}/reactivate',
    request: ({ b }) => ({ url: `/users/${b.member}/reactivate` }),
    withOwn: 403,
  },
];

const rows = [
  ...organisationRows,
  ...teamRows,
  ...placeRows,
  ...staffRows,
  ...fileRows,
  ...productRows,
  ...orderRows,
  ...leadRows,
  ...bookingRows,
  ...homeRows,
];

let app: FastifyInstance;
let world: World;
let secretsOfB: string[];
let before: Awaited<ReturnType<typeof snapshotOrganisation>>;
let productsBefore: Awaited<ReturnType<typeof snapshotProducts>>;
let leadsBefore: Awaited<ReturnType<typeof snapshotLeads>>;
let bookingsBefore: Awaited<ReturnType<typeof snapshotBookings>>;

async function post(actor: Actor, url: string, payload: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: actor.headers,
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.body}`);
  return response.json().data as { id: string };
}

/** A file B's member uploaded for B: the row alone, the check comes before the bytes. */
async function fileOfB(memberB: Actor) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const file = await createFileRepository(db).insert({
    id: randomUUID(),
    ownerId: memberB.userId,
    organisationId: memberB.organisation.id,
    contentType: 'image/png',
    size: 68,
    originalName: 'b.png',
  });
  return file.id;
}

/** B's products and assignments, straight from the database (the snapshot predates them). */
async function snapshotProducts(organisationId: string) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const [products, assignments] = await Promise.all([
    db
      .selectFrom('products')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_assignments')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .orderBy('product_id')
      .orderBy('user_id')
      .execute(),
  ]);
  return { products, assignments };
}

/** B's leads and their events, straight from the database. */
async function snapshotLeads(organisationId: string) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  const [leads, events] = await Promise.all([
    db.selectFrom('leads').selectAll().where('organisation_id', '=', organisationId).execute(),
    db
      .selectFrom('lead_events')
      .selectAll()
      .where('organisation_id', '=', organisationId)
      .execute(),
  ]);
  return { leads, events };
}

/** A lead of B captured by B's member (who holds B's product), straight in the database. */
async function leadOfB(organisationId: string, productId: string, agentId: string) {
  const db = scopeMainDatabase((await sharedTestDatabase()).db);
  return db
    .insertInto('leads')
    .values({
      organisation_id: organisationId,
      product_id: productId,
      code: `LD-B${randomUUID().slice(0, 7).toUpperCase()}`,
      name: 'Lead B',
      phone_number: '254711000111',
      national_id_hash: null,
      national_id_last3: null,
      amount_cents: null,
      location: 'Nairobi',
      referral_id: null,
      agent_id: agentId,
      source: 'AGENT',
      consent_verified_at: new Date(),
    })
    .returning(['id', 'code'])
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  app = await buildTestApp();
  const adminA = await signedInWithRole(app, 'ADMIN');
  const adminB = await signedInWithRole(app, 'ADMIN');
  const memberB = await signedInWithRole(app, 'MEMBER', adminB.organisation);
  const teamA = await post(adminA, '/teams', { name: 'Team A' });
  const branchA = await post(adminA, '/branches', { name: 'Branch A' });
  const locationA = await post(adminA, '/staff-locations', {
    branchId: branchA.id,
    name: 'Location A',
    county: 'Kisumu',
  });
  const teamB = await post(adminB, '/teams', { name: 'Team B' });
  const branchB = await post(adminB, '/branches', { name: 'Branch B' });
  const locationB = await post(adminB, '/staff-locations', {
    branchId: branchB.id,
    name: 'Location B',
    county: 'Nairobi',
    gps: { lat: -1.29, lng: 36.82 },
  });
  await app.inject({
    method: 'PUT',
    url: `/api/v1/teams/add-member/${teamB.id}`,
    headers: adminB.headers,
    payload: { userId: memberB.userId },
  });
  await post(adminB, '/users/add-staff', {
    email: memberB.person.email,
    branchId: branchB.id,
    staffLocationId: locationB.id,
    roles: ['AGENT'],
  });
  const platform = await signedInSuperAdmin(app);
  const agentA = await signedInWithRole(app, 'AGENT', adminA.organisation);
  const category = (await categoryIds(app, adminA))['health-insurance'];
  const productA = await productOnSale(app, adminA, platform, { categoryId: category });
  const productB = await productOnSale(app, adminB, platform, {
    categoryId: category,
    name: 'Product B',
  });
  const assigned = await app.inject({
    method: 'PUT',
    url: `/api/v1/products/assign/${memberB.userId}`,
    headers: adminB.headers,
    payload: { productIds: [productB.id] },
  });
  if (assigned.statusCode !== 200) throw new Error(`assign: ${assigned.body}`);
  const enquiry = await post(memberB, '/groups', {
    name: 'Group B',
    email: 'group.b@example.ke',
    phoneNumber: '0722000000',
    message: 'Hello B',
    groupType: 'SACCO',
  });
  const orderB = await app.inject({
    method: 'POST',
    url: '/api/v1/cart/web-checkout',
    headers: { ...memberB.headers, 'idempotency-key': randomUUID() },
    payload: {
      items: [{ productId: await productFor(adminB.organisation.id, { price: 100 }), quantity: 1 }],
      // A payer whose prompt never answers: B's order stays PENDING, so nothing of B changes
      // in the background (a paid order would add leads) while the rows above are checked.
      phoneNumber: '0712000001',
    },
  });
  if (orderB.statusCode !== 202) throw new Error(`checkout: ${orderB.body}`);
  const leadB = await leadOfB(adminB.organisation.id, productB.id, memberB.userId);
  const serviceA = await post(adminA, '/booking-services', {
    name: 'Service A',
    durationMinutes: 30,
    branchIds: [branchA.id],
  });
  const bookingsB = await bookingsOfB(app, adminB, memberB.userId, branchB.id);
  world = {
    a: {
      organisation: adminA.organisation.id,
      team: teamA.id,
      branch: branchA.id,
      location: locationA.id,
      admin: adminA,
      agent: agentA.userId,
      category,
      product: productA.id,
      bookingService: serviceA.id,
    },
    b: {
      organisation: adminB.organisation.id,
      team: teamB.id,
      branch: branchB.id,
      location: locationB.id,
      member: memberB.userId,
      memberEmail: memberB.person.email,
      enquiry: enquiry.id,
      file: await fileOfB(memberB),
      product: productB.id,
      order: orderB.json().data.id,
      lead: leadB.id,
      ...bookingsB,
      leadCode: leadB.code,
    },
  };
  secretsOfB = [
    ...Object.values(world.b),
    adminB.userId,
    adminB.organisation.name,
    'Team B',
    'Branch B',
    'Location B',
    'Group B',
    'Product B',
    'Lead B',
    'Service B',
    'Notes B',
    'Closed B',
  ];
  before = await snapshotOrganisation(world.b.organisation);
  productsBefore = await snapshotProducts(world.b.organisation);
  leadsBefore = await snapshotLeads(world.b.organisation);
  bookingsBefore = await snapshotBookings(world.b.organisation);
});
afterAll(() => app.close());

const methodOf = (row: Row) => row.route.split(' ')[0] as 'GET';

describe('tenant isolation', () => {
  it.each(rows.map((row) => [row.route, row] as const))(
    '%s with B in x-organization answers 403',
    async (_route, row) => {
      const { url, payload, headers } = row.request(world);
      const response = await app.inject({
        method: methodOf(row),
        url: `/api/v1${url}`,
        headers: { ...scoped(world.a.admin.session, world.b.organisation), ...headers },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it.each(rows.map((row) => [row.route, row] as const))(
    '%s with B’s ids in A answers 404 or shows none of B',
    async (_route, row) => {
      const { url, payload, headers } = row.request(world);
      const response = await app.inject({
        method: methodOf(row),
        url: `/api/v1${url}`,
        headers: { ...world.a.admin.headers, ...headers },
        ...(payload ? { payload } : {}),
      });
      const expected = row.withOwn ?? 404;
      if (expected === 'hidden') {
        expect(response.statusCode).toBe(200);
        for (const secret of secretsOfB) expect(response.body).not.toContain(secret);
      } else {
        expect(response.statusCode, response.body).toBe(expected);
      }
    },
  );

  it('leaves every row of B as it was', async () => {
    expect(await snapshotOrganisation(world.b.organisation)).toEqual(before);
    expect(before.teamMembers).toHaveLength(1);
    expect(before.staff).toHaveLength(1);
    expect(before.enquiries).toHaveLength(1);
    expect(await snapshotProducts(world.b.organisation)).toEqual(productsBefore);
    expect(productsBefore.assignments).toHaveLength(1);
    expect(await snapshotLeads(world.b.organisation)).toEqual(leadsBefore);
    expect(leadsBefore.leads).toHaveLength(1);
    expect(await snapshotBookings(world.b.organisation)).toEqual(bookingsBefore);
    expect(bookingsBefore.bookings).toHaveLength(1);
  });
});
