import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { renderRoutes } from '../../../shared/testing/render';
import { server } from '../../../shared/testing/server';
import { RegisterRoute } from './register';

function renderRegister() {
  const user = userEvent.setup();
  renderRoutes(
    [
      { path: '/register', element: <RegisterRoute /> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    '/register',
  );
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (values: Partial<Record<string, string>>) => {
    for (const [label, value] of Object.entries(values)) {
      await user.clear(field(label));
      if (value) await user.type(field(label), value);
    }
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Create account' }));
  return { user, field, fill, submit };
}

const valid = {
  'First name': 'Neema',
  'Last name': 'Otieno',
  'E-mail': ' Neema@Example.com ',
  'Phone number': '0712 345 678',
  Password: 'pamoja2026',
};

function captureRegister(respond: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/users', async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
}

const problem = (status: number, code: string, message: string, details?: unknown) =>
  HttpResponse.json(
    { statusCode: status, code, errorMessage: message, message, details },
    { status },
  );

describe('/register', () => {
  test('checks every field with the contract rules and sends nothing', async () => {
    const bodies = captureRegister(() => HttpResponse.json({}));
    const { fill, submit, field } = renderRegister();
    await fill({ ...valid, 'First name': '', 'E-mail': 'not-an-email', 'Phone number': '0812' });
    await fill({ Password: 'onlyletters' });
    await submit();

    expect(await screen.findByText('First name is required.')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number such as 0712 345 678.')).toBeInTheDocument();
    expect(screen.getByText('Must contain a digit.')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveAccessibleDescription(
      'Must contain a digit. At least 8 characters, with a letter and a digit.',
    );
    expect(bodies).toEqual([]);
  });

  test('a short password is refused before sending', async () => {
    const bodies = captureRegister(() => HttpResponse.json({}));
    const { fill, submit } = renderRegister();
    await fill({ ...valid, Password: 'ab1' });
    await submit();
    expect(await screen.findByText('Must be at least 8 characters.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  test('sends the cleaned values, then says where the link went', async () => {
    const bodies = captureRegister(() =>
      HttpResponse.json(
        { message: 'Account created.', data: { id: '5b0a1c2e-7d1f-4a55-9a0e-1f2d3c4b5a69' } },
        { status: 201 },
      ),
    );
    const { fill, submit, user } = renderRegister();
    await fill(valid);
    await submit();

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('We sent a verification link to neema@example.com.');
    expect(bodies).toEqual([
      {
        firstName: 'Neema',
        lastName: 'Otieno',
        email: 'neema@example.com',
        phoneNumber: '254712345678',
        password: 'pamoja2026',
      },
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  test('a taken e-mail (409) is said on the e-mail field', async () => {
    captureRegister(() =>
      problem(409, 'EMAIL_TAKEN', 'An account with this e-mail already exists.'),
    );
    const { fill, submit, field } = renderRegister();
    await fill(valid);
    await submit();
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeVisible();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-mail')).toHaveFocus();
  });

  test('server validation details land on their fields', async () => {
    captureRegister(() =>
      problem(400, 'VALIDATION_FAILED', 'phoneNumber: is not a mobile number', [
        { path: 'phoneNumber', message: 'is not a mobile number' },
      ]),
    );
    const { fill, submit, field } = renderRegister();
    await fill(valid);
    await submit();
    expect(await screen.findByText('Is not a mobile number.')).toBeInTheDocument();
    expect(field('Phone number')).toHaveAttribute('aria-invalid', 'true');
  });

  test('an error that names no field is the danger notification', async () => {
    captureRegister(() =>
      problem(429, 'RATE_LIMITED', 'Too many attempts. Try again in a minute.'),
    );
    const { fill, submit } = renderRegister();
    await fill(valid);
    await submit();
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(region).findByText('Too many attempts. Try again in a minute.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
