import { http, HttpResponse } from 'msw';
import { nextId } from '../lib/paginate';
import { badRequest, readBody } from '../lib/respond';
import type { DemoErrorBody } from '../lib/respond';
import {
  loginBodySchema,
  refreshBodySchema,
  registerBodySchema,
} from '../schemas/demo-auth-schema';
import type { DemoAuthAnswer, DemoUserData } from '../schemas/demo-auth-schema';
import { demoStore } from '../store/demo-store';
import { CLIENT_ABILITY } from './demo-ability';
import { signDemoTokens, verifyDemoToken } from './demo-tokens';

export const INVALID_LOGIN = 'Email or Password is Invalid';
export const EMAIL_TAKEN = 'This email is already in use.';
export const USERNAME_TAKEN = 'This username is already in use.';
export const INVALID_REFRESH = 'Invalid refresh token';

async function answer(userData: DemoUserData, status = 200): Promise<Response> {
  const tokens = await signDemoTokens(userData.id);
  return HttpResponse.json<DemoAuthAnswer>({ userData, ...tokens }, { status });
}

function invalidLogin(): Response {
  return HttpResponse.json<DemoErrorBody>(
    { message: INVALID_LOGIN, error: { email: [INVALID_LOGIN] } },
    { status: 400 },
  );
}

export const authHandlers = [
  http.post('/jwt/login', async ({ request }) => {
    const body = await readBody(request, loginBodySchema);
    if (!body.ok) return invalidLogin();
    const email = body.data.email.toLowerCase();
    const account = demoStore().accounts.find(
      (candidate) =>
        candidate.userData.email.toLowerCase() === email &&
        candidate.password === body.data.password,
    );
    return account ? answer(account.userData) : invalidLogin();
  }),

  http.post('/jwt/register', async ({ request }) => {
    const body = await readBody(request, registerBodySchema);
    if (!body.ok) return body.response;
    const { username, email, password } = body.data;
    const accounts = demoStore().accounts;
    const error: Record<string, string[]> = {};
    if (accounts.some(({ userData }) => userData.email.toLowerCase() === email.toLowerCase())) {
      error.email = [EMAIL_TAKEN];
    }
    if (
      accounts.some(({ userData }) => userData.username.toLowerCase() === username.toLowerCase())
    ) {
      error.username = [USERNAME_TAKEN];
    }
    const messages = Object.values(error).flat();
    if (messages.length > 0) return badRequest(messages.join(' '), error);
    // A new demo account may read the account pages and the access-control demo, like the client.
    const userData: DemoUserData = {
      id: nextId(accounts.map(({ userData: existing }) => existing)),
      fullName: username,
      username,
      email,
      role: 'client',
      avatar: '',
      ability: [...CLIENT_ABILITY],
    };
    accounts.push({ userData, password });
    return answer(userData, 201);
  }),

  http.post('/jwt/refresh-token', async ({ request }) => {
    const body = await readBody(request, refreshBodySchema);
    const id = body.ok ? await verifyDemoToken('refresh', body.data.refreshToken) : undefined;
    const account = demoStore().accounts.find(({ userData }) => userData.id === id);
    if (!account) {
      return HttpResponse.json<DemoErrorBody>(
        { message: INVALID_REFRESH, error: INVALID_REFRESH },
        { status: 401 },
      );
    }
    return answer(account.userData);
  }),
];
