import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './access-tokens';

const claims = {
  userId: 'u-1',
  role: 'MEMBER' as const,
  sessionId: 's-1',
  organisationIds: ['o-1'],
};

afterEach(() => vi.useRealTimers());

describe('a verified access token, used again', () => {
  it('answers the same claims, each caller its own copy', async () => {
    const tokens = new AccessTokens('a secret of the tests', 60);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    first.organisationIds.push('o-forged');
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('is refused once it expires, though its signature was checked before', async () => {
    const tokens = new AccessTokens('a secret of the tests', 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await expect(tokens.verify(token)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('vouches for nothing else: the same token with another signature is refused', async () => {
    const tokens = new AccessTokens('a secret of the tests', 60);
    const token = await tokens.sign(claims);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const other = `${signature![0] === 'A' ? 'B' : 'A'}${signature!.slice(1)}`;
    await expect(tokens.verify(`${header}.${payload}.${other}`)).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it('from another secret is refused', async () => {
    const token = await new AccessTokens('another secret', 60).sign(claims);
    await expect(new AccessTokens('a secret of the tests', 60).verify(token)).rejects.toMatchObject(
      {
        statusCode: 401,
      },
    );
  });
});
