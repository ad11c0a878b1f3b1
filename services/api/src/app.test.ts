import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, csrfHeaders } from '../test/build-test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('main service shell', () => {
  it('reports health with the database', async () => {
    const response = await app.inject('/api/v1/health');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ok', service: 'api', database: 'up' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const response = await app.inject('/api/v1/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      errorMessage: 'There is no GET /api/v1/nope on this service.',
      message: 'There is no GET /api/v1/nope on this service.',
    });
  });

  it('refuses a POST without x-csrf-token with 403', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/banks', payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CSRF_TOKEN_MISSING');
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/banks',
      headers: { 'x-csrf-token': 'not-hex' },
      payload: {},
    });
    expect(malformed.json().code).toBe('CSRF_TOKEN_INVALID');
    const withToken = await app.inject({
      method: 'POST',
      url: '/api/v1/banks',
      headers: csrfHeaders,
      payload: {},
    });
    expect(withToken.statusCode).toBe(404);
  });

  it('publishes an OpenAPI 3 document with every route, ', async () => {
    const response = await app.inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const paths = Object.keys(document.paths);
    const expected = [
      '/bank-prices',
      '/banks',
      '/country/active',
      '/currency',
      '/health',
      '/languages',
      '/telcos/active',
      '/auth',
      '/auth/refresh',
      '/auth/logout',
      '/auth/session',
      '/.well-known/jwks.json',
      '/users',
      '/users/confirm/{token}',
      '/users/me',
      '/users/create-pin/{id}',
      '/users/change-pin/me',
      '/users/switch-role',
      '/password-reset',
      '/password-reset/{token}',
      '/user-preference/user/{id}',
      '/user-preference/{id}',
      '/payment-preferences/user/{id}',
      '/dev/outbox',
      '/dev/ledger-check',
      '/dev/reconciliation/stuck-payout',
      '/accounts/user/{id}',
      '/mpesa-topup',
      '/withdraw/mobile-wallet/send-to-mpesa',
      '/withdraw/pesalink/pesalink-to-phone',
      '/withdraw/pesalink/pesalink-to-account',
      '/withdraw/bank/ift',
      '/transactions',
      '/transactions/{id}',
      '/transactions/group/{groupId}',
      '/mpesa-callbacks/{token}/stk',
      '/mpesa-callbacks/{token}/b2c/result',
      '/mpesa-callbacks/{token}/b2c/timeout',
      '/mpesa-callbacks/{token}/status/result/{transactionId}',
      '/mpesa-callbacks/{token}/status/timeout',
      '/reconciliation',
      '/reconciliation/{id}',
      '/organizations',
      '/organizations/{id}',
      '/organizations/send-delete-otp/{id}',
      '/organizations/verify-delete-otp/{id}',
      '/organizations/{id}/members',
      '/organizations/{id}/members/{userId}',
      '/teams',
      '/teams/{id}',
      '/teams/members',
      '/teams/members-count',
      '/teams/add-member/{id}',
      '/teams/remove-member/{id}',
      '/teams/{team}/update-member/{id}',
      '/branches',
      '/branches/{id}',
      '/branches/{id}/opening-hours',
      '/branches/{id}/closed-days',
      '/branches/{id}/closed-days/{dayId}',
      '/booking-services',
      '/booking-services/{id}',
      '/bookings',
      '/bookings/availability',
      '/bookings/{id}',
      '/bookings/{id}/status',
      '/bookings/{id}/calendar.ics',
      '/staff-locations',
      '/staff-locations/{id}',
      '/users/add-staff',
      '/users/staff',
      '/users/staff/{id}',
      '/groups',
      '/bank-accounts',
      '/bank-accounts/{id}',
      '/pesalink-beneficiaries',
      '/pesalink-beneficiaries/{id}',
      '/mobile-wallets',
      '/mobile-wallets/{id}',
      '/mobile-wallets/verify',
      '/airtime-groups',
      '/airtime-groups/{id}',
      '/airtime-groups/templates/{format}',
      '/airtime-groups/add-member/{id}',
      '/airtime-groups/update-member/{id}/{memberId}',
      '/airtime-groups/remove-member/{id}/{memberId}',
      '/airtime-groups/add-members/{id}',
      '/airtime-mpesa',
      '/group-airtime-mpesa',
      '/send-airtime-reciept-mail',
      '/airtime-callbacks/{token}/status',
      '/file-upload/single',
      '/files/{id}',
      '/categories',
      '/categories/user/{id}',
      '/categories/user-not-exists/{id}',
      '/products',
      '/products/{id}',
      '/products/{id}/approval',
      '/products/business/{businessUserId}',
      '/products/user/{id}/{categoryId}',
      '/products/user-not-exists/{id}/{categoryId}',
      '/products/assign/{userId}',
      '/products/unassign/{userId}',
      '/cart/web-checkout',
      '/orders',
      '/orders/{id}',
      '/accounts/organisation/{id}',
      '/product-leads',
      '/product-leads/open-otp',
      '/product-leads/change-status',
      '/product-leads/change-activate-status',
      '/product-leads/approval-otp',
      '/product-leads/approve-leads',
      '/product-leads/assign-leads',
      '/product-leads/get-all',
      '/product-leads/facilities',
      '/product-leads/health-insurance',
      '/product-leads/download-all',
      '/product-leads/download-selected',
      '/product-leads/business-leads-stats',
      '/product-leads/report',
      '/product-leads/{id}',
      '/activity-logs/lead/{id}',
      '/dashboard/statistics',
      '/users/{id}/suspend',
      '/users/{id}/reactivate',
      '/activity-logs/user/{id}',
    ].map((path) => `/api/v1${path}`);
    expect(paths.sort()).toEqual(expected.sort());
    for (const item of Object.values<Record<string, { operationId?: string; tags?: string[] }>>(
      document.paths,
    )) {
      for (const operation of Object.values(item)) {
        expect(operation.operationId).toBeTruthy();
        expect(operation.tags?.length).toBeGreaterThan(0);
      }
    }
  });

  it('states the Idempotency-Key header, required, on every money-moving operation', async () => {
    const document = (await app.inject('/api/v1/openapi.json')).json();
    type Parameter = { in: string; name: string; required?: boolean };
    const keyOf = (path: string) =>
      (document.paths[`/api/v1${path}`].post.parameters as Parameter[]).find(
        (parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key',
      );
    for (const path of [
      '/mpesa-topup',
      '/withdraw/mobile-wallet/send-to-mpesa',
      '/withdraw/bank/ift',
      '/airtime-mpesa',
      '/group-airtime-mpesa',
      '/cart/web-checkout',
      '/bookings',
    ]) {
      expect(keyOf(path), path).toMatchObject({ required: true });
    }
    expect(document.paths['/api/v1/auth'].post.parameters ?? []).not.toContainEqual(
      expect.objectContaining({ name: 'idempotency-key' }),
    );
  });

  it('serves a browsable reference at /api/docs', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/html/);
    expect(page.body).toMatch(/swagger/i);
  });
});
