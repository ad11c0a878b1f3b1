import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@pamoja/server-kit/config';
import { createMpesaProvider, mpesaCallbackUrls } from './create-mpesa-provider';

const deliver = async () => undefined;
const productionBase = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  CALLBACK_TOKEN: 'c'.repeat(20),
};
const darajaKeys = {
  MPESA_PROVIDER: 'daraja',
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SECURITY_CREDENTIAL: 'credential',
  PUBLIC_URL: 'https://pamoja.example.ke',
};

describe('choosing the M-Pesa provider', () => {
  it('uses the simulator by default, with the sandbox shortcodes and a 1.5 s delay', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      MPESA_PROVIDER: 'simulator',
      MPESA_BASE_URL: 'https://sandbox.safaricom.co.ke',
      MPESA_SHORTCODE: '174379',
      MPESA_B2C_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SIMULATOR_DELAY_MS: 1500,
    });
    const provider = createMpesaProvider(config, { deliver });
    expect(provider.name).toBe('simulator');
    provider.close();
  });

  it('uses Daraja when asked, with callbacks behind the callback token', () => {
    const config = loadConfig({ ...darajaKeys, CALLBACK_TOKEN: 'secret-callback-token' });
    expect(createMpesaProvider(config, { deliver }).name).toBe('daraja');
    expect(mpesaCallbackUrls(config)).toEqual({
      stk: 'https://pamoja.example.ke/api/v1/mpesa-callbacks/secret-callback-token/stk',
      b2cResult:
        'https://pamoja.example.ke/api/v1/mpesa-callbacks/secret-callback-token/b2c/result',
      b2cTimeout:
        'https://pamoja.example.ke/api/v1/mpesa-callbacks/secret-callback-token/b2c/timeout',
      statusResult:
        'https://pamoja.example.ke/api/v1/mpesa-callbacks/secret-callback-token/status/result',
      statusTimeout:
        'https://pamoja.example.ke/api/v1/mpesa-callbacks/secret-callback-token/status/timeout',
    });
  });

  it('refuses Daraja without credentials: at start-up in production, at creation elsewhere', () => {
    expect(() => loadConfig({ ...productionBase, MPESA_PROVIDER: 'daraja' })).toThrowError(
      /MPESA_CONSUMER_KEY: required for daraja[\s\S]*MPESA_CONSUMER_SECRET[\s\S]*MPESA_SECURITY_CREDENTIAL[\s\S]*PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...productionBase, MPESA_PROVIDER: 'daraja' })).toThrowError(
      ConfigError,
    );
    expect(loadConfig({ ...productionBase, ...darajaKeys }).MPESA_PROVIDER).toBe('daraja');
    expect(loadConfig(productionBase).MPESA_PROVIDER).toBe('simulator');
    const development = loadConfig({ MPESA_PROVIDER: 'daraja' });
    expect(() => createMpesaProvider(development, { deliver })).toThrowError(/MPESA_CONSUMER_KEY/);
  });

  it('names bad M-Pesa settings', () => {
    expect(() => loadConfig({ MPESA_PROVIDER: 'mock', MPESA_SHORTCODE: '12' })).toThrowError(
      /MPESA_PROVIDER[\s\S]*MPESA_SHORTCODE: must be a 5 to 7 digit shortcode/,
    );
  });
});
