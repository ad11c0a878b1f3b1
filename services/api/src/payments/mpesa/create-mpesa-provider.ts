import type { Config } from '@pamoja/server-kit/config';
import { publicUrlOf } from '../../identity/identity-module';
import type { MpesaProvider } from '../payment-providers';
import { createDarajaProvider } from './daraja-provider';
import { createMpesaSimulator, type MpesaSimulatorOptions } from './mpesa-simulator';

/**
 * Where Daraja posts results: under our public URL, behind the unguessable CALLBACK_TOKEN.
 * The callback routes must answer at exactly these paths.
 */
export function mpesaCallbackUrls(config: Config) {
  const base = `${publicUrlOf(config)}/api/v1/mpesa-callbacks/${encodeURIComponent(config.CALLBACK_TOKEN)}`;
  return {
    stk: `${base}/stk`,
    b2cResult: `${base}/b2c/result`,
    b2cTimeout: `${base}/b2c/timeout`,
    statusResult: `${base}/status/result`,
    statusTimeout: `${base}/status/timeout`,
  };
}

export type ClosableMpesaProvider = MpesaProvider & { close(): void };

/** MPESA_PROVIDER picks the rail; the simulator needs to be told how to reach our callbacks. */
export function createMpesaProvider(
  config: Config,
  simulator: Pick<MpesaSimulatorOptions, 'deliver' | 'onDeliveryError' | 'records'>,
): ClosableMpesaProvider {
  if (config.MPESA_PROVIDER === 'simulator') {
    return createMpesaSimulator({ ...simulator, delayMs: config.MPESA_SIMULATOR_DELAY_MS });
  }
  const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SECURITY_CREDENTIAL } = config;
  // Production refuses to start without these (config.ts); elsewhere say which one is missing.
  if (!MPESA_CONSUMER_KEY || !MPESA_CONSUMER_SECRET || !MPESA_SECURITY_CREDENTIAL) {
    throw new Error(
      'MPESA_PROVIDER=daraja needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET and MPESA_SECURITY_CREDENTIAL.',
    );
  }
  const daraja = createDarajaProvider({
    baseUrl: config.MPESA_BASE_URL,
    consumerKey: MPESA_CONSUMER_KEY,
    consumerSecret: MPESA_CONSUMER_SECRET,
    shortcode: config.MPESA_SHORTCODE,
    passkey: config.MPESA_PASSKEY,
    b2cShortcode: config.MPESA_B2C_SHORTCODE,
    initiatorName: config.MPESA_INITIATOR_NAME,
    securityCredential: MPESA_SECURITY_CREDENTIAL,
    callbackUrls: mpesaCallbackUrls(config),
  });
  return { ...daraja, close: () => undefined };
}
