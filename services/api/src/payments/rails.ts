/** Which clearing account a rail settles through. */
export const CLEARING = {
  mpesa: 'MPESA_CLEARING',
  'bank-ift': 'BANK_CLEARING',
  pesalink: 'PESALINK_CLEARING',
} as const;
export type Rail = keyof typeof CLEARING;

const isRail = (provider: string): provider is Rail => Object.hasOwn(CLEARING, provider);

/** The rail a recorded transaction went through; a row naming no known rail is a bug, not money. */
export function railOf(tx: { id: string; provider: string | null }): Rail {
  const provider = tx.provider ?? 'mpesa';
  if (!isRail(provider)) throw new Error(`transaction ${tx.id} names an unknown rail: ${provider}`);
  return provider;
}
