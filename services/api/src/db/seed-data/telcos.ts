/**
 * Mobile network operators seeded by migration 0001-reference-data. Migrations are frozen once
 * released: change these rows with a new migration, not by editing this list.
 *
 * Prefixes are the 3-digit national destination codes (NDCs) that follow the trunk 0 or the
 * country code 254: 0722 123456 and +254 722 123456 both have the prefix '722'. Allocations
 * follow the Communications Authority of Kenya's assignments as published (CA numbering plan;
 * the 01xx range opened in May 2019). With mobile number portability a prefix names the network
 * that was assigned the number, not necessarily the one serving it today, so use it only as a
 * hint (e.g. to pre-select M-Pesa or Airtel Money), never to route money.
 *
 * Deliberately left out: 744, 747 (Jamii Telecom's Faiba), 749, 760-761 and 763-767 (Finserve's
 * Equitel and other licensees) — none of them belongs to the three operators below.
 */
export interface TelcoSeed {
  name: string;
  code: string;
  prefixes: readonly string[];
  active: boolean;
}

/** '700'..'729' style inclusive ranges, spelled out. */
function range(first: number, last: number): string[] {
  const out: string[] = [];
  for (let n = first; n <= last; n += 1) out.push(String(n).padStart(3, '0'));
  return out;
}

export const TELCOS: readonly TelcoSeed[] = [
  {
    name: 'Safaricom',
    code: 'SAFARICOM',
    prefixes: [
      ...range(700, 729),
      ...range(740, 743),
      '745',
      '746',
      '748',
      ...range(757, 759),
      '768',
      '769',
      ...range(790, 799),
      // Safaricom's share of the 01xx range (0110/0111 first sold in 2020, the rest since).
      ...range(110, 115),
    ],
    active: true,
  },
  {
    name: 'Airtel Kenya',
    code: 'AIRTEL',
    prefixes: [
      ...range(730, 739),
      ...range(750, 756),
      '762',
      ...range(780, 789),
      // 0100-0102 were Airtel's share of the 01xx range opened in 2019.
      ...range(100, 102),
    ],
    active: true,
  },
  {
    name: 'Telkom Kenya',
    code: 'TELKOM',
    prefixes: range(770, 779),
    active: true,
  },
];
