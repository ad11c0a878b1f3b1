import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { UserData } from '@pamoja/contract/auth';
import type { Product } from '@pamoja/contract/products';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { signIn } from '../../../shared/testing/session';
import {
  admin,
  health,
  ORGANISATION_ID,
  page,
  problem,
  product,
  savings,
  superAdmin,
} from '../testing/fixtures';
import { ProductsRoute } from './products';

const FILE_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

function serve(
  products: Product[] = [product(1), product(2, { approved: false, status: 'DRAFT', price: null })],
) {
  const seen: URL[] = [];
  server.use(
    http.get('*/api/v1/categories', () => page([health, savings])),
    http.get('*/api/v1/products', ({ request }) => {
      seen.push(new URL(request.url));
      return page(products, 1, products.length);
    }),
  );
  return seen;
}

function renderProducts(user: UserData = admin) {
  signIn(user, ORGANISATION_ID);
  // Files of the wrong type must reach the component, which says why it refuses them.
  const events = userEvent.setup({ applyAccept: false });
  renderRoutes([{ path: '/products', element: <ProductsRoute /> }], '/products');
  return events;
}

const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));
const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest('tr') as HTMLTableRowElement;

describe('/products', () => {
  test('lists products with price, status and approval, and filters through the API', async () => {
    const seen = serve();
    const events = renderProducts();
    const first = await rowOf('Afya cover 1');
    expect(within(first).getByText('HEALTH-1')).toBeInTheDocument();
    expect(within(first).getByText(/1,500/)).toBeInTheDocument();
    // Each badge is there twice: beside the name for phones, in its column from tablets up.
    expect(within(first).getAllByText('Active')).toHaveLength(2);
    expect(within(first).getAllByText('Approved')).toHaveLength(2);
    expect(await within(first).findByText('Health insurance')).toBeInTheDocument();
    const second = await rowOf('Afya cover 2');
    expect(within(second).getAllByText('Draft')).toHaveLength(2);
    expect(within(second).getAllByText('Awaiting approval')).toHaveLength(2);
    expect(within(second).getByText('No price')).toBeInTheDocument();
    expect(seen[0]?.searchParams.get('size')).toBe('10');
    expect(seen[0]?.searchParams.get('page')).toBe('1');

    const filters = screen.getByRole('group', { name: 'Filter products' });
    await events.selectOptions(within(filters).getByLabelText('Category'), 'Savings');
    await events.selectOptions(within(filters).getByLabelText('Status'), 'Draft');
    await events.selectOptions(within(filters).getByLabelText('Approval'), 'Awaiting approval');
    await waitFor(() => expect(seen.at(-1)?.searchParams.get('approved')).toBe('false'));
    expect(seen.at(-1)?.searchParams.get('category')).toBe(savings.id);
    expect(seen.at(-1)?.searchParams.get('status')).toBe('DRAFT');
  });

  test('says so when there are no products yet', async () => {
    serve([]);
    renderProducts();
    expect(await screen.findByText(/No products yet/)).toBeInTheDocument();
  });

  test('create: the contract’s rules before sending, then the body as the API takes it', async () => {
    serve([]);
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/products', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            message:
              'Product Solar lamp is created. A super admin approves it before it goes on sale.',
            data: product(3, { name: 'Solar lamp', approved: false, status: 'DRAFT' }),
          },
          { status: 201 },
        );
      }),
    );
    const events = renderProducts();
    await events.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await within(dialog).findByRole('option', { name: 'Savings' });
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Must be at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the product’s category.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await events.type(within(dialog).getByLabelText('Code'), 'SOLAR-1');
    await events.type(within(dialog).getByLabelText('Name'), 'Solar lamp');
    await events.selectOptions(within(dialog).getByLabelText('Category'), 'Savings');
    await events.type(within(dialog).getByLabelText('Price'), '1500.50');
    await events.type(within(dialog).getByLabelText('Smallest amount'), '900');
    await events.type(within(dialog).getByLabelText('Largest amount'), '100');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must not be more than maxAmount.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // Without an amount the range goes, and is sent as none.
    await events.click(within(dialog).getByRole('switch', { name: 'Asks for an amount' }));
    expect(within(dialog).queryByLabelText('Smallest amount')).toBeNull();
    await events.selectOptions(within(dialog).getByLabelText('Status'), 'Active');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          categoryId: savings.id,
          code: 'SOLAR-1',
          name: 'Solar lamp',
          description: null,
          image: null,
          status: 'ACTIVE',
          price: '1500.50',
          hasAmount: false,
          minAmount: null,
          maxAmount: null,
        },
      ]),
    );
    expect(await notifications().findByText(/Product Solar lamp is created/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a taken code is put on the code field', async () => {
    serve([]);
    server.use(
      http.post('*/api/v1/products', () =>
        problem(
          409,
          'PRODUCT_CODE_TAKEN',
          'This organisation already has a product with this code.',
        ),
      ),
    );
    const events = renderProducts();
    await events.click(await screen.findByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    await within(dialog).findByRole('option', { name: 'Savings' });
    await events.type(within(dialog).getByLabelText('Code'), 'SOLAR-1');
    await events.type(within(dialog).getByLabelText('Name'), 'Solar lamp');
    await events.selectOptions(within(dialog).getByLabelText('Category'), 'Savings');
    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This organisation already has a product with this code.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  test('picture: type and size are checked here; the server’s 415 and 413 are shown', async () => {
    serve([product(1)]);
    const answers = [
      problem(
        415,
        'UNSUPPORTED_FILE_TYPE',
        'Upload a PNG, JPEG or WebP image of up to 2 MB, or a PDF of up to 10 MB (this one is GIF).',
      ),
      problem(413, 'FILE_TOO_LARGE', 'An image can be at most 2 MB: upload a smaller file.'),
      HttpResponse.json(
        {
          message: 'File uploaded.',
          data: {
            id: FILE_ID,
            url: `/api/v1/files/${FILE_ID}`,
            contentType: 'image/png',
            size: 4,
            name: 'lamp.png',
          },
        },
        { status: 201 },
      ),
    ];
    let uploads = 0;
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/v1/file-upload/single', ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        expect(request.headers.get('x-organization')).toBe(ORGANISATION_ID);
        return answers[uploads++];
      }),
      http.put('*/api/v1/products/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          message: 'Product saved.',
          data: product(1, { image: FILE_ID }),
        });
      }),
    );
    const events = renderProducts();
    await events.click(await screen.findByRole('button', { name: 'Edit Afya cover 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    const input = within(dialog).getByLabelText('Picture', { selector: 'input' });

    await events.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(dialog).findByText('Choose a PNG, JPEG or WebP picture.'),
    ).toBeInTheDocument();
    const large = new File([new Uint8Array(3 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await events.upload(input, large);
    expect(
      await within(dialog).findByText('This picture is 3 MB; pictures can be at most 2 MB.'),
    ).toBeInTheDocument();
    expect(uploads).toBe(0);

    const picture = () => new File(['png!'], 'lamp.png', { type: 'image/png' });
    await events.upload(input, picture());
    expect(await within(dialog).findByText(/this one is GIF/)).toBeInTheDocument();
    await events.upload(input, picture());
    expect(
      await within(dialog).findByText('An image can be at most 2 MB: upload a smaller file.'),
    ).toBeInTheDocument();
    await events.upload(input, picture());
    expect(
      await within(dialog).findByRole('button', { name: 'Remove picture' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await events.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ image: FILE_ID, code: 'HEALTH-1' });
  });

  test('deactivates and activates through the status', async () => {
    serve([product(1), product(2, { status: 'INACTIVE' })]);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/products/:id', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ message: 'Product saved.', data: product(1) });
      }),
    );
    const events = renderProducts();
    await events.click(await screen.findByRole('button', { name: 'Deactivate Afya cover 1' }));
    await events.click(screen.getByRole('button', { name: 'Activate Afya cover 2' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: product(1).id, body: { status: 'INACTIVE' } },
        { id: product(2).id, body: { status: 'ACTIVE' } },
      ]),
    );
  });

  test('delete asks first, and shows why the server refuses (409)', async () => {
    serve([product(1)]);
    let calls = 0;
    server.use(
      http.delete('*/api/v1/products/:id', () => {
        calls += 1;
        return problem(
          409,
          'PRODUCT_ON_SALE',
          'This product is approved and ACTIVE, so it is on sale. Deactivate it first (status INACTIVE), then delete it.',
        );
      }),
    );
    const events = renderProducts();
    await events.click(await screen.findByRole('button', { name: 'Delete Afya cover 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Afya cover 1?' });
    expect(calls).toBe(0);
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This product is approved and ACTIVE, so it is on sale.',
    );
    expect(calls).toBe(1);
  });

  test('approval is a super admin’s: approve and withdraw', async () => {
    serve([product(1, { approved: false }), product(2)]);
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/v1/products/:id/approval', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ message: 'Afya cover 1 is approved.', data: product(1) });
      }),
    );
    const events = renderProducts(superAdmin);
    await events.click(await screen.findByRole('button', { name: 'Approve Afya cover 1' }));
    expect(await notifications().findByText('Afya cover 1 is approved.')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Withdraw approval of Afya cover 2' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: product(1).id, body: { approved: true } },
        { id: product(2).id, body: { approved: false } },
      ]),
    );
  });

  test('an admin manages products but is not offered approval', async () => {
    serve([product(1, { approved: false })]);
    renderProducts(admin);
    expect(await screen.findByRole('button', { name: 'Edit Afya cover 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
  });
});
