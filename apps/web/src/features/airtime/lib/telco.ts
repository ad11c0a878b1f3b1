import type { Telco } from '@pamoja/contract/reference-data';

/**
 * The 3-digit network prefix of a number being typed, as telcos list them: 0712…, 712…,
 * 254712… and +254 712… all give '712'. Null until three national digits are there.
 */
export function nationalPrefix(input: string): string | null {
  const digits = input.replace(/[^\d]/g, '');
  const national = digits.startsWith('254')
    ? digits.slice(3)
    : digits.startsWith('0')
      ? digits.slice(1)
      : digits;
  return /^[17]\d{2}/.test(national) ? national.slice(0, 3) : null;
}

/**
 * The network a number was assigned to. With number portability it is a hint, not a promise:
 * shown beside the field, never used to route the airtime.
 */
export function telcoOf(input: string, telcos: readonly Telco[]): Telco | null {
  const prefix = nationalPrefix(input);
  if (!prefix) return null;
  return telcos.find((telco) => telco.prefixes.includes(prefix)) ?? null;
}
