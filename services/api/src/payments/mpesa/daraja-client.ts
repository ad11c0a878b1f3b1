import { ProviderRefusal, ProviderUnavailable } from '../payment-providers';

export interface DarajaClientOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** Per HTTP call; past it the outcome is unknown (ProviderUnavailable). */
  timeoutMs?: number;
  now?: () => number;
}

export type DarajaBody = Record<string, unknown>;

/** What Daraja answered: the HTTP status and the JSON body (null when it was not JSON). */
export interface DarajaAnswer {
  status: number;
  body: DarajaBody | null;
}

/** Tokens live `expires_in` seconds (3599 today); renew this long before, so none dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The HTTP side of Daraja: OAuth client-credentials token cached until shortly before expiry,
 * JSON POSTs with the bearer token, and the mapping of failures onto the provider errors.
 */
export function createDarajaClient(options: DarajaClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  // Read the clock at each call, so a test that fakes Date after creation is seen.
  const now = options.now ?? (() => Date.now());
  let cached: { token: string; renewAt: number } | undefined;
  // Parallel calls on a cold cache share one token request.
  let inFlight: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<DarajaAnswer> {
    let response: Response;
    let raw: string;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      raw = await response.text();
    } catch (error) {
      throw new ProviderUnavailable(`M-Pesa could not be reached: ${(error as Error).message}`);
    }
    let body: DarajaBody | null = null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        body = parsed as DarajaBody;
      }
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString(
      'base64',
    );
    const answer = await send(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = text(answer.body?.access_token);
    if (answer.status !== 200 || !token) throw failure(answer, 'M-Pesa refused our credentials.');
    const seconds = Number(answer.body?.expires_in ?? 0);
    const lifetime = Number.isFinite(seconds) ? seconds * 1000 : 0;
    cached = { token, renewAt: now() + lifetime - TOKEN_MARGIN_MS };
    return token;
  }

  async function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAt) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    /** POSTs JSON with a valid token; a token Daraja rejects (401) is renewed once and retried. */
    async post(path: string, payload: DarajaBody): Promise<DarajaAnswer> {
      const attempt = async () =>
        send(`${base}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken()}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(payload),
        });
      const answer = await attempt();
      if (answer.status !== 401) return answer;
      // A 401 means Daraja did not process the request, so sending it again is safe.
      cached = undefined;
      return attempt();
    },
  };
}

export type DarajaClient = ReturnType<typeof createDarajaClient>;

/**
 * The provider error for an answer that is not an acceptance. A 5xx, or a 2xx we cannot read,
 * leaves the outcome unknown; a 4xx, or a ResponseCode other than '0', is a refusal.
 */
export function failure(answer: DarajaAnswer, fallback = 'M-Pesa refused the request.'): Error {
  const { status, body } = answer;
  if (status >= 500 || (status < 400 && body?.ResponseCode === undefined)) {
    return new ProviderUnavailable(`M-Pesa answered HTTP ${status}; the outcome is unknown.`);
  }
  const code =
    text(body?.errorCode) ??
    (body?.ResponseCode !== undefined ? String(body.ResponseCode) : status);
  const message = text(body?.errorMessage) ?? text(body?.ResponseDescription) ?? fallback;
  return new ProviderRefusal(message, code);
}

/** Whether Daraja accepted the request: HTTP 2xx and ResponseCode '0'. */
export const accepted = (answer: DarajaAnswer) =>
  answer.status >= 200 &&
  answer.status < 300 &&
  answer.body !== null &&
  String(answer.body.ResponseCode) === '0';
