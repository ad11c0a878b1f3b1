import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { server } from '../testing/server';
import { useNotificationsStore } from '../notifications/notifications-store';
import { useSessionStore } from '../session/session-store';
import { HttpError } from './http-error';
import { request } from './request';

/** Records every request MSW sees and answers with `reply`. */
function capture(reply: () => Response = () => HttpResponse.json({ message: 'Success', data: 1 })) {
  const seen: Request[] = [];
  server.use(
    http.all('*', ({ request: req }) => {
      seen.push(req.clone());
      return reply();
    }),
  );
  return seen;
}

const toasts = () => useNotificationsStore.getState().items;

describe('base URL and service headers', () => {
  test('goes to /api/v1 by default, without x-project', async () => {
    const seen = capture();
    await request({ method: 'GET', url: 'users/me', label: 'me' });
    const url = new URL(seen[0]!.url);
    expect(url.pathname).toBe('/api/v1/users/me');
    expect(seen[0]!.headers.get('x-project')).toBeNull();
  });

  test('apiType lms goes to /lms/v1 with the x-project header', async () => {
    const seen = capture();
    await request({ method: 'GET', url: 'courses', apiType: 'lms', label: 'courses' });
    expect(new URL(seen[0]!.url).pathname).toBe('/lms/v1/courses');
    expect(seen[0]!.headers.get('x-project')).toBe('pamoja');
  });

  test('apiType demo goes to the path at the web origin, without the session headers', async () => {
    useSessionStore.setState({ accessToken: 'token-123', organisationId: 'org-42' });
    const seen = capture();
    await request({ method: 'POST', url: '/jwt/login', data: {}, apiType: 'demo', label: 'd' });
    expect(new URL(seen[0]!.url).pathname).toBe('/jwt/login');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
    expect(seen[0]!.headers.get('x-organization')).toBeNull();
    expect(seen[0]!.headers.get('x-project')).toBeNull();
  });

  test('query values are encoded and empty ones dropped', async () => {
    const seen = capture();
    await request({
      method: 'GET',
      url: 'product-leads',
      query: { page: 2, status: '', name: 'Wanjiru & Sons', agent: undefined, ids: ['a', 'b'] },
      label: 'leads',
    });
    const params = new URL(seen[0]!.url).searchParams;
    expect(params.get('page')).toBe('2');
    expect(params.get('name')).toBe('Wanjiru & Sons');
    expect(params.has('status')).toBe(false);
    expect(params.has('agent')).toBe(false);
    expect(params.getAll('ids')).toEqual(['a', 'b']);
  });
});

describe('language', () => {
  test('asks for messages in the language on screen, English next', async () => {
    document.documentElement.lang = 'sw';
    const seen = capture();
    await request({ method: 'GET', url: 'users/me', label: 'me' });
    expect(seen[0]!.headers.get('accept-language')).toBe('sw, en;q=0.5');
    document.documentElement.lang = 'fr';
    await request({ method: 'POST', url: 'auth', data: {}, label: 'login' });
    expect(seen[1]!.headers.get('accept-language')).toBe('fr, en;q=0.5');
  });
});

describe('session headers', () => {
  test('sends the bearer token when the session holds one', async () => {
    useSessionStore.setState({ accessToken: 'token-123' });
    const seen = capture();
    await request({ method: 'GET', url: 'users/me', label: 'me' });
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer token-123');
  });

  test('sends no Authorization header without a token', async () => {
    const seen = capture();
    await request({ method: 'GET', url: 'users/me', label: 'me' });
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  test('sends x-organization only when an organisation is stored', async () => {
    const seen = capture();
    await request({ method: 'GET', url: 'teams', label: 'teams' });
    useSessionStore.setState({ organisationId: 'org-42' });
    await request({ method: 'GET', url: 'teams', label: 'teams' });
    expect(seen[0]!.headers.get('x-organization')).toBeNull();
    expect(seen[1]!.headers.get('x-organization')).toBe('org-42');
  });
});

describe('CSRF token', () => {
  test('is 32 random bytes as hex, kept in sessionStorage and reused', async () => {
    const seen = capture();
    await request({ method: 'POST', url: 'groups', data: {}, label: 'contact' });
    await request({ method: 'DELETE', url: 'teams/1', label: 'team.delete' });
    const first = seen[0]!.headers.get('x-csrf-token');
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(sessionStorage.getItem('pamoja.csrfToken')).toBe(first);
    expect(seen[1]!.headers.get('x-csrf-token')).toBe(first);
  });

  test('an existing token in sessionStorage is used as is', async () => {
    const stored = 'ab'.repeat(32);
    sessionStorage.setItem('pamoja.csrfToken', stored);
    const seen = capture();
    await request({ method: 'PUT', url: 'users/me', data: {}, label: 'me.update' });
    expect(seen[0]!.headers.get('x-csrf-token')).toBe(stored);
  });

  test.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('is sent on %s', async (method) => {
    const seen = capture();
    await request({ method, url: 'x', label: 'x' });
    expect(seen[0]!.headers.get('x-csrf-token')).toMatch(/^[0-9a-f]{64}$/);
  });

  test('is not sent on GET', async () => {
    const seen = capture();
    await request({ method: 'GET', url: 'x', label: 'x' });
    expect(seen[0]!.headers.get('x-csrf-token')).toBeNull();
  });
});

describe('outgoing text cleaning', () => {
  test('each string field of an object is stripped of tags, trimmed and cut to 1000', async () => {
    const seen = capture();
    const nested = { note: '<b>kept as is</b>' };
    await request({
      method: 'POST',
      url: 'groups',
      label: 'contact',
      data: {
        name: '  <script>x</script>Amani  ',
        message: 'a'.repeat(1500),
        amount: 250,
        active: true,
        nothing: null,
        nested,
        tags: ['<i>one</i>'],
      },
    });
    const body = (await seen[0]!.json()) as Record<string, unknown>;
    expect(body.name).toBe('xAmani');
    expect(body.message).toBe('a'.repeat(1000));
    expect(body.amount).toBe(250);
    expect(body.active).toBe(true);
    expect(body.nothing).toBeNull();
    expect(body.nested).toEqual(nested);
    expect(body.tags).toEqual(['<i>one</i>']);
  });

  test('a top-level string is cut to 10000', async () => {
    const seen = capture();
    await request({
      method: 'POST',
      url: 'notes',
      label: 'note',
      data: ` <p>${'b'.repeat(12000)}`,
    });
    expect(await seen[0]!.json()).toBe('b'.repeat(10000));
  });

  test('FormData is sent untouched', async () => {
    const seen = capture();
    const form = new FormData();
    form.append('caption', '<b>raw</b>');
    await request({ method: 'POST', url: 'file-upload/single', label: 'upload', data: form });
    const received = await seen[0]!.formData();
    expect(received.get('caption')).toBe('<b>raw</b>');
  });
});

describe('errors', () => {
  const fail = (body: unknown, init: { status: number; statusText?: string }) =>
    capture(() => HttpResponse.json(body as object, init));

  async function failure(options: Partial<Parameters<typeof request>[0]> = {}) {
    return request({ method: 'POST', url: 'auth', label: 'auth.login', ...options }).then(
      () => {
        throw new Error('expected a failure');
      },
      (error: unknown) => error as HttpError,
    );
  }

  test('errorMessage of the response body comes first', async () => {
    fail(
      { errorMessage: 'From errorMessage', message: 'From message' },
      { status: 400, statusText: 'Bad Request' },
    );
    expect((await failure()).text).toBe('From errorMessage');
  });

  test('then the response message', async () => {
    fail({ message: 'From message' }, { status: 400, statusText: 'Bad Request' });
    expect((await failure()).text).toBe('From message');
  });

  test('then the status text', async () => {
    fail({}, { status: 503, statusText: 'Service Unavailable' });
    expect((await failure()).text).toBe('Service Unavailable');
  });

  test('then the network error message', async () => {
    server.use(http.all('*', () => HttpResponse.error()));
    const error = await failure();
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.text).toBe('Failed to fetch');
  });

  test('throws an HttpError with status, code, text, details and label', async () => {
    fail(
      {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        errorMessage: 'Check the form',
        message: 'Check the form',
        details: [{ path: 'username', message: 'is required' }],
      },
      { status: 400 },
    );
    const error = await failure();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      text: 'Check the form',
      label: 'auth.login',
      details: [{ path: 'username', message: 'is required' }],
    });
  });

  test('shows the text as a danger notification', async () => {
    fail({ errorMessage: 'No such route' }, { status: 404 });
    await failure();
    expect(toasts()).toEqual([
      expect.objectContaining({ type: 'danger', message: 'No such route' }),
    ]);
  });

  test('hideErrorMessage shows no notification', async () => {
    fail({ errorMessage: 'No such route' }, { status: 404 });
    await failure({ hideErrorMessage: true });
    expect(toasts()).toEqual([]);
  });

  test('an aborted request shows no notification', async () => {
    capture();
    const controller = new AbortController();
    controller.abort();
    await expect(
      request({ method: 'GET', url: 'x', label: 'x', signal: controller.signal }),
    ).rejects.toThrow();
    expect(toasts()).toEqual([]);
  });
});

describe('success notifications', () => {
  test('show the response message', async () => {
    capture(() => HttpResponse.json({ message: 'Team created', data: { id: 1 } }));
    const body = await request<{ data: { id: number } }>({
      method: 'POST',
      url: 'teams',
      label: 't',
    });
    expect(body.data.id).toBe(1);
    expect(toasts()).toEqual([
      expect.objectContaining({ type: 'success', message: 'Team created' }),
    ]);
  });

  test.each(['Success', 'Success!'])('stay silent for %j', async (message) => {
    capture(() => HttpResponse.json({ message, data: [] }));
    await request({ method: 'GET', url: 'teams', label: 't' });
    expect(toasts()).toEqual([]);
  });

  test('stay silent without a message', async () => {
    capture(() => HttpResponse.json({ data: [] }));
    await request({ method: 'GET', url: 'teams', label: 't' });
    expect(toasts()).toEqual([]);
  });
});
