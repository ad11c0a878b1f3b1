import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { signIn } from '../../../shared/testing/session';
import { leadAdmin, listLead, ORGANISATION_ID, serveLeads } from '../testing/list-fixtures';
import { HealthInsuranceLeadsRoute } from './health-insurance-leads';

describe('/leads/health-insurance', () => {
  test('lists the health-insurance endpoint with the facility column and the filters', async () => {
    const seen = serveLeads(
      [
        listLead(1, {
          facility: {
            id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
            kmhflCode: '13023',
            name: 'Kisumu County Referral Hospital',
            county: 'Kisumu',
            level: 'Level 5',
          },
        }),
      ],
      { url: 'product-leads/health-insurance' },
    );
    signIn(leadAdmin, ORGANISATION_ID);
    renderRoutes(
      [{ path: '/leads/health-insurance', element: <HealthInsuranceLeadsRoute /> }],
      '/leads/health-insurance?status=NEW',
    );
    expect(
      await screen.findByRole('heading', { name: 'Health-insurance leads' }),
    ).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'LD-TEST0001' })).closest('tr')!;
    expect(within(row).getByText('Kisumu County Referral Hospital')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Facility' })).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('status')).toBe('NEW');
  });
});
