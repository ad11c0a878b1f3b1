export type MpesaFailureKind = 'cancelled' | 'timeout' | 'insufficient' | 'failed';

/**
 * Why an STK push did not go through, for the person waiting: M-Pesa words its failures
 * (ResultDesc) loosely, so the reason is matched by meaning — 1032 cancelled, 1037 timeout,
 * 1 insufficient.
 */
export function mpesaFailureKind(reason: string | null | undefined): MpesaFailureKind {
  const text = reason ?? '';
  if (/cancel|1032/i.test(text)) return 'cancelled';
  if (/insufficient|not enough|1\b.*balance/i.test(text)) return 'insufficient';
  if (/time ?out|timed out|expired|cannot be reached|no response|1037/i.test(text))
    return 'timeout';
  return 'failed';
}
