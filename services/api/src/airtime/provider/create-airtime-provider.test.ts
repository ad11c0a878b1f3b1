import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@pamoja/server-kit/config';
import { createAirtimeProvider } from './create-airtime-provider';

const deliver = async () => undefined;
const productionBase = {
  NODE_ENV: 'production',
  JWT_SECRET: 'p'.repeat(40),
  CALLBACK_TOKEN: 'c'.repeat(20),
};

describe('choosing the airtime provider', () => {
  it("uses the simulator by default, with Africa's Talking's sandbox settings", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      AIRTIME_PROVIDER: 'simulator',
      AFRICASTALKING_USERNAME: 'sandbox',
      AFRICASTALKING_BASE_URL: 'https://api.sandbox.africastalking.com',
      AIRTIME_SIMULATOR_DELAY_MS: 1500,
    });
    expect(config.AFRICASTALKING_API_KEY).toBeUndefined();
    const provider = createAirtimeProvider(config, { deliver });
    expect(provider.name).toBe('simulator');
    provider.close();
  });

  it("uses Africa's Talking when asked and given a key", () => {
    const config = loadConfig({
      AIRTIME_PROVIDER: 'africastalking',
      AFRICASTALKING_API_KEY: 'key',
      AFRICASTALKING_USERNAME: 'pamoja',
      AFRICASTALKING_BASE_URL: 'https://api.africastalking.com',
    });
    const provider = createAirtimeProvider(config, { deliver });
    expect(provider.name).toBe('africastalking');
    provider.close();
  });

  it("refuses Africa's Talking without a key: at start-up in production, at creation elsewhere", () => {
    const production = { ...productionBase, AIRTIME_PROVIDER: 'africastalking' };
    expect(() => loadConfig(production)).toThrowError(
      /AFRICASTALKING_API_KEY: required for africastalking/,
    );
    expect(() => loadConfig(production)).toThrowError(ConfigError);
    expect(loadConfig({ ...production, AFRICASTALKING_API_KEY: 'key' }).AIRTIME_PROVIDER).toBe(
      'africastalking',
    );
    expect(loadConfig(productionBase).AIRTIME_PROVIDER).toBe('simulator');
    const development = loadConfig({ AIRTIME_PROVIDER: 'africastalking' });
    expect(() => createAirtimeProvider(development, { deliver })).toThrowError(
      /AFRICASTALKING_API_KEY/,
    );
  });

  it('names bad airtime settings', () => {
    expect(() =>
      loadConfig({
        AIRTIME_PROVIDER: 'mock',
        AFRICASTALKING_BASE_URL: 'not a url',
        AIRTIME_SIMULATOR_DELAY_MS: '-1',
      }),
    ).toThrowError(
      /AIRTIME_PROVIDER[\s\S]*AFRICASTALKING_BASE_URL[\s\S]*AIRTIME_SIMULATOR_DELAY_MS/,
    );
  });
});
