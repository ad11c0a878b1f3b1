import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_JWT_SECRET, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded set-up', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './.data', NODE_ENV: 'development' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CORS_ORIGINS).toEqual([]);
  });

  it('reads and coerces values, treating empty ones as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.ke, https://b.ke',
      DATA_DIR: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(['https://a.ke', 'https://b.ke']);
    expect(config.DATA_DIR).toBe('./.data');
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      /PORT:[\s\S]*DATABASE_URL: must be a postgres:\/\/ URL/,
    );
  });

  it('refuses to start production with a default secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: DEFAULT_JWT_SECRET }),
    ).toThrowError(/JWT_SECRET: set a secret of your own/);
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      CALLBACK_TOKEN: 'c'.repeat(20),
    });
    expect(config.NODE_ENV).toBe('production');
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
