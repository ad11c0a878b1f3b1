import { randomBytes } from 'node:crypto';
import { ProviderUnavailable } from '../../payments/payments-module';
import {
  checkAirtimeRequest,
  type AirtimeLineResult,
  type AirtimeProvider,
  type AirtimeSendRequest,
  type AirtimeStatusCallbackBody,
} from './airtime-provider';

/** Test numbers: 254…001 is refused at send time, 254…000 is sent and then fails. */
export const SIMULATED_INVALID_PHONE_REASON = 'Invalid phone number';
export const SIMULATED_DELIVERY_FAILURE_REASON = 'Airtime could not be delivered to the number.';

export interface AirtimeSimulatorOptions {
  delayMs: number;
  /** Posts an Africa's Talking-shaped status callback to our own callback route (the app wires it). */
  deliver: (payload: AirtimeStatusCallbackBody) => Promise<void>;
  /** A failed delivery is like a lost callback. */
  onDeliveryError?: (error: unknown, payload: AirtimeStatusCallbackBody) => void;
}

export type AirtimeSimulator = AirtimeProvider & { close(): void };

const newRequestId = () => `ATQid_SIM${randomBytes(12).toString('hex')}`;

/**
 * The default AirtimeProvider: answers like Africa's Talking (each line Sent at once) and, after
 * `delayMs`, delivers the final status callback for every sent line.
 */
export function createAirtimeSimulator(options: AirtimeSimulatorOptions): AirtimeSimulator {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  return {
    name: 'simulator',

    async send(request: AirtimeSendRequest) {
      if (closed) throw new ProviderUnavailable('The airtime simulator is shut down.');
      const lines = checkAirtimeRequest(request);
      const callbacks: AirtimeStatusCallbackBody[] = [];
      const results = lines.map(({ phoneNumber, amount, shillings }): AirtimeLineResult => {
        if (phoneNumber.endsWith('001')) {
          return { phoneNumber, amount, status: 'FAILED', reason: SIMULATED_INVALID_PHONE_REASON };
        }
        const requestId = newRequestId();
        const fails = phoneNumber.endsWith('000');
        callbacks.push({
          requestId,
          phoneNumber: `+${phoneNumber}`,
          amount: `KES ${shillings}.0000`,
          status: fails ? 'Failed' : 'Success',
          ...(fails ? { errorMessage: SIMULATED_DELIVERY_FAILURE_REASON } : {}),
        });
        return { phoneNumber, amount, status: 'SENT', providerReference: requestId };
      });

      if (callbacks.length > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          void (async () => {
            for (const payload of callbacks) {
              if (closed) return;
              await options
                .deliver(payload)
                .catch((error: unknown) => options.onDeliveryError?.(error, payload));
            }
          })();
        }, options.delayMs);
        // A pending callback must never keep the process (or a test run) alive.
        timer.unref();
        timers.add(timer);
      }
      return { requestId: `SIM-${request.reference}`, results };
    },

    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
