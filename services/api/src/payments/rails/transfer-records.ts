/**
 * A simulated rail's own records of the transfers it received, by our reference: what lets it
 * answer "never received" when asked about a transfer we never managed to send. A real rail
 * keeps these on its side; the simulators keep them in our database so they outlive a crash of
 * our process, as the real rail would.
 */
export interface TransferRecords {
  /** Records a transfer once; answers the provider reference it was first given. */
  received(rail: string, reference: string, providerReference: string): Promise<string>;
  /** The provider reference of a transfer the rail received, or null when it never did. */
  find(rail: string, reference: string): Promise<string | null>;
}

/** Records that live as long as the simulator: for unit tests of a rail on its own. */
export function createMemoryTransferRecords(): TransferRecords {
  const records = new Map<string, string>();
  return {
    async received(rail, reference, providerReference) {
      const key = `${rail}:${reference}`;
      const existing = records.get(key);
      if (existing) return existing;
      records.set(key, providerReference);
      return providerReference;
    },
    async find(rail, reference) {
      return records.get(`${rail}:${reference}`) ?? null;
    },
  };
}

/** What a rail answers about a transfer it never received: safe to void. */
export const NEVER_RECEIVED = {
  status: 'FAILED',
  resultCode: 'NOT_FOUND',
  reason: 'The provider never received this transfer.',
} as const;
