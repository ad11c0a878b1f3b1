import { normalisePhone } from '@pamoja/contract/phone-number';
import { ProviderRefusal, ProviderUnavailable } from '../../payments/payments-module';
import {
  checkAirtimeRequest,
  type AirtimeLineResult,
  type AirtimeProvider,
  type AirtimeSendRequest,
} from './airtime-provider';

export const AFRICASTALKING_SANDBOX_URL = 'https://api.sandbox.africastalking.com';
export const AFRICASTALKING_LIVE_URL = 'https://api.africastalking.com';
export const AIRTIME_SEND_PATH = '/version1/airtime/send';

export interface AfricasTalkingSettings {
  /** AFRICASTALKING_SANDBOX_URL, AFRICASTALKING_LIVE_URL, or a local fake in tests. */
  baseUrl: string;
  username: string;
  apiKey: string;
  /** Per HTTP call; past it the outcome is unknown (ProviderUnavailable). */
  timeoutMs?: number;
}

interface AtResponse {
  phoneNumber?: unknown;
  amount?: unknown;
  status?: unknown;
  requestId?: unknown;
  errorMessage?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
const meaningful = (value: unknown) => {
  const message = text(value);
  return message && message !== 'None' ? message : undefined;
};

/** The HTTP answer: status and the JSON object body (null when it was not a JSON object). */
async function post(url: string, init: RequestInit, timeoutMs: number) {
  let response: Response;
  let raw: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    raw = await response.text();
  } catch (error) {
    throw new ProviderUnavailable(
      `Africa's Talking could not be reached: ${(error as Error).message}`,
    );
  }
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      body = parsed as Record<string, unknown>;
    }
  } catch {
    body = null;
  }
  return { status: response.status, body, raw: raw.trim().slice(0, 200) };
}

/**
 * AirtimeProvider against Africa's Talking's airtime send API. Every line is checked before the
 * call (limits, phones); the answer is mapped back to our recipients by phone number, in order.
 */
export function createAfricasTalkingProvider(settings: AfricasTalkingSettings): AirtimeProvider {
  const url = `${settings.baseUrl.replace(/\/$/, '')}${AIRTIME_SEND_PATH}`;
  const timeoutMs = settings.timeoutMs ?? 30_000;

  return {
    name: 'africastalking',

    async send(request: AirtimeSendRequest) {
      const lines = checkAirtimeRequest(request);
      const form = new URLSearchParams({
        username: settings.username,
        recipients: JSON.stringify(
          lines.map((line) => ({
            phoneNumber: `+${line.phoneNumber}`,
            amount: `KES ${line.shillings}`,
          })),
        ),
      });
      const answer = await post(
        url,
        {
          method: 'POST',
          headers: {
            apiKey: settings.apiKey,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        timeoutMs,
      );
      const { status, body } = answer;
      if (status >= 500) {
        throw new ProviderUnavailable(
          `Africa's Talking answered HTTP ${status}; the outcome is unknown.`,
        );
      }
      if (status >= 400) {
        // 401 (bad apiKey) and 400 (bad request) come as plain text: nothing was sent.
        const message =
          meaningful(body?.errorMessage) ?? (answer.raw || `HTTP ${status} from Africa's Talking`);
        throw new ProviderRefusal(message, status);
      }
      if (!body) {
        throw new ProviderUnavailable(
          `Africa's Talking answered HTTP ${status} with a body we cannot read; the outcome is unknown.`,
        );
      }
      const responses = Array.isArray(body.responses) ? (body.responses as AtResponse[]) : [];
      if (responses.length === 0) {
        const refusal = meaningful(body.errorMessage);
        if (refusal) throw new ProviderRefusal(refusal);
        throw new ProviderUnavailable(
          "Africa's Talking answered without per-recipient results; the outcome is unknown.",
        );
      }

      // Answers per phone, in order, so the same phone twice in one request is matched in turn.
      const byPhone = new Map<string, AtResponse[]>();
      for (const response of responses) {
        const phone = normalisePhone(text(response.phoneNumber) ?? '');
        if (!phone) continue;
        byPhone.set(phone, [...(byPhone.get(phone) ?? []), response]);
      }
      const results = lines.map(({ phoneNumber, amount }): AirtimeLineResult => {
        const response = byPhone.get(phoneNumber)?.shift();
        if (!response) {
          // No word on this line: it may have been sent, so it is never reported FAILED (which
          // would give the money back). It stays SENT without a reference until reconciled.
          return {
            phoneNumber,
            amount,
            status: 'SENT',
            reason: "Africa's Talking did not report on this recipient; the outcome is unknown.",
          };
        }
        const lineStatus = text(response.status);
        if (lineStatus === 'Sent' || lineStatus === 'Success') {
          const requestId = text(response.requestId);
          return {
            phoneNumber,
            amount,
            status: 'SENT',
            ...(requestId ? { providerReference: requestId } : {}),
          };
        }
        return {
          phoneNumber,
          amount,
          status: 'FAILED',
          reason:
            meaningful(response.errorMessage) ??
            meaningful(body.errorMessage) ??
            "Africa's Talking did not send the airtime.",
        };
      });
      return { results };
    },
  };
}
