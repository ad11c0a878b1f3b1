import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { agent } from '../../../shared/testing/fixtures';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import { akiba, serveMyProducts } from '../testing/capture-fixtures';
import { lead, ok, ORGANISATION_ID, problem } from '../testing/detail-fixtures';
import { CaptureLeadRoute } from './capture-lead';

const FACILITY = {
  id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
  kmhflCode: '13023',
  name: 'Kisumu County Referral Hospital',
  county: 'Kisumu',
  level: 'Level 5',
};

function renderWizard() {
  signIn(agent, ORGANISATION_ID);
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/leads/new', element: <CaptureLeadRoute /> },
      { path: '/leads/:code', element: <p>Existing lead page</p> },
    ],
    '/leads/new',
  );
  return user;
}

async function pickProduct(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(await screen.findByRole('radio', { name }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('heading', { name: 'Customer' });
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>, amount?: string) {
  await user.type(screen.getByLabelText("Customer's name"), 'Baraka Otieno');
  await user.type(screen.getByLabelText("Customer's phone"), '0722 000 111');
  await user.type(screen.getByLabelText('Location'), 'Kisumu');
  if (amount !== undefined) await user.type(screen.getByLabelText('Amount (KES)'), amount);
}

describe('/leads/new', () => {
  test('product → customer → code → done: sends the phone, product and code, shows the new code', async () => {
    serveMyProducts();
    const otps: unknown[] = [];
    const captures: { body: unknown; key: string | null }[] = [];
    server.use(
      http.post('*/api/v1/product-leads/open-otp', async ({ request }) => {
        otps.push(await request.json());
        return ok({ phoneNumber: '254722000111', codeExpiresAt: '2026-11-24T12:05:00Z' });
      }),
      http.post('*/api/v1/product-leads', async ({ request }) => {
        captures.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        return ok(lead({ code: 'LD-NEWC0DE2' }), 201);
      }),
    );
    const user = renderWizard();
    const steps = screen.getByRole('list', { name: 'Steps' });
    expect(within(steps).getByText('Product').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await pickProduct(user, /Akiba plan/);
    await fillCustomer(user, '2000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Consent code' });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'We texted a 6-digit code to 0722 000 111. Ask the customer to read it to you.',
      ),
    ).toBeInTheDocument();
    expect(otps).toEqual([{ phoneNumber: '0722 000 111', productId: akiba.id }]);
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    // Back and forth keeps the code that was sent, and its wait before another.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Consent code' });
    expect(screen.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
    expect(otps).toHaveLength(1);

    const code = screen.getByLabelText('Consent code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Capture lead' }));
    expect(await screen.findByText('Must be 6 digits.')).toBeInTheDocument();
    expect(captures).toEqual([]);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Capture lead' }));
    expect(await screen.findByText('LD-NEWC0DE2')).toBeInTheDocument();
    expect(captures).toHaveLength(1);
    expect(captures[0]?.body).toEqual({
      productId: akiba.id,
      name: 'Baraka Otieno',
      phoneNumber: '0722 000 111',
      amount: '2000',
      location: 'Kisumu',
      otp: '123456',
    });
    expect(captures[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Capture another' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my leads' })).toHaveAttribute('href', '/leads');
  });

  test('the amount is asked only for a product that has one, within its range', async () => {
    serveMyProducts();
    const user = renderWizard();
    await pickProduct(user, /Akiba plan/);
    await fillCustomer(user, '100.50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter whole shillings, digits only.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount (KES)'));
    await user.type(screen.getByLabelText('Amount (KES)'), '100');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Must be between 500 and 50000 KES.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Health facility')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('radio', { name: /Afya cover/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Customer' });
    expect(screen.queryByLabelText('Amount (KES)')).not.toBeInTheDocument();
  });

  test('a health-insurance product needs a facility, picked with the keyboard from a search', async () => {
    serveMyProducts();
    const searches: string[] = [];
    server.use(
      http.get('*/api/v1/product-leads/facilities', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({
          message: 'Success',
          data: [FACILITY],
          pagination: { page: 1, limit: 10, total: 1 },
        });
      }),
      http.post('*/api/v1/product-leads/open-otp', () =>
        ok({ phoneNumber: '254722000111', codeExpiresAt: '2026-11-24T12:05:00Z' }),
      ),
    );
    const user = renderWizard();
    await pickProduct(user, /Afya cover/);
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText("Choose the customer's health facility from the list."),
    ).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Health facility' });
    await user.type(picker, 'Kisu');
    expect(
      await screen.findByRole('option', { name: /Kisumu County Referral/ }),
    ).toBeInTheDocument();
    // Debounced: one search for the pause, not one per key.
    expect(searches).toEqual(['Kisu']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Kisumu County Referral Hospital');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Consent code' });
    // Back keeps the chosen facility.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('combobox', { name: 'Health facility' })).toHaveValue(
      'Kisumu County Referral Hospital',
    );
  });

  test('back keeps what was typed, and a wrong phone is explained before any call', async () => {
    serveMyProducts();
    const user = renderWizard();
    await pickProduct(user, /Afya cover/);
    await user.type(screen.getByLabelText("Customer's name"), 'Baraka Otieno');
    await user.type(screen.getByLabelText("Customer's phone"), '12345');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Enter a phone number such as 0712 345 678.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: /Afya cover/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText("Customer's name")).toHaveValue('Baraka Otieno');
    expect(screen.getByLabelText("Customer's phone")).toHaveValue('12345');
  });

  test('a duplicate names the existing lead as a link', async () => {
    serveMyProducts([akiba]);
    server.use(
      http.post('*/api/v1/product-leads/open-otp', () =>
        problem(
          409,
          'LEAD_DUPLICATE',
          'This customer already has an open lead LD-OLDC0DE9 for this product in the last 30 days.',
        ),
      ),
    );
    const user = renderWizard();
    await pickProduct(user, /Akiba plan/);
    await fillCustomer(user, '1000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('already has an open lead LD-OLDC0DE9 for this product');
    await user.click(within(alert).getByRole('link', { name: 'LD-OLDC0DE9' }));
    expect(await screen.findByText('Existing lead page')).toBeInTheDocument();
  });

  test('a field the server refuses at capture is shown on the customer step', async () => {
    serveMyProducts([akiba]);
    server.use(
      http.post('*/api/v1/product-leads/open-otp', () =>
        ok({ phoneNumber: '254722000111', codeExpiresAt: '2026-11-24T12:05:00Z' }),
      ),
      http.post('*/api/v1/product-leads', () =>
        problem(422, 'REFERRAL_NOT_FOUND', 'referralId: No member has this referral code', [
          { path: 'referralId', message: 'No member has this referral code' },
        ]),
      ),
    );
    const user = renderWizard();
    await pickProduct(user, /Akiba plan/);
    await fillCustomer(user, '1000');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'NOPE1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Consent code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Capture lead' }));
    expect(await screen.findByText('No member has this referral code.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code (optional)')).toHaveValue('NOPE1');
  });

  test('says what to do when no product is assigned', async () => {
    serveMyProducts([]);
    renderWizard();
    expect(
      await screen.findByText('Ask your admin to assign products to you.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next' })).toBeNull());
  });
});
