import type { Config } from '@pamoja/server-kit/config';
import { createAfricasTalkingProvider } from './africastalking-provider';
import type { AirtimeProvider } from './airtime-provider';
import { createAirtimeSimulator, type AirtimeSimulatorOptions } from './airtime-simulator';

export type ClosableAirtimeProvider = AirtimeProvider & { close(): void };

/** AIRTIME_PROVIDER picks the rail; the simulator needs to be told how to reach our callback. */
export function createAirtimeProvider(
  config: Config,
  simulator: Pick<AirtimeSimulatorOptions, 'deliver' | 'onDeliveryError'>,
): ClosableAirtimeProvider {
  if (config.AIRTIME_PROVIDER === 'simulator') {
    return createAirtimeSimulator({ ...simulator, delayMs: config.AIRTIME_SIMULATOR_DELAY_MS });
  }
  // Production refuses to start without it (config.ts); elsewhere say what is missing.
  if (!config.AFRICASTALKING_API_KEY) {
    throw new Error('AIRTIME_PROVIDER=africastalking needs AFRICASTALKING_API_KEY.');
  }
  const africasTalking = createAfricasTalkingProvider({
    baseUrl: config.AFRICASTALKING_BASE_URL,
    username: config.AFRICASTALKING_USERNAME,
    apiKey: config.AFRICASTALKING_API_KEY,
  });
  return { ...africasTalking, close: () => undefined };
}
