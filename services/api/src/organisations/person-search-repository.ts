import { sql } from 'kysely';
import { containsPattern } from '@pamoja/server-kit/pagination';

/**
 * Patterns for a phone-like search against numbers stored as 254…: the digits as typed anywhere
 * in the number ("345 678"), and when they start with 0, also as the start of the number read
 * with the national prefix ("0712 34" → 25471234…).
 */
function phonePatterns(term: string): string[] {
  if (!/^[+\d\s()-]+$/.test(term)) return [];
  const digits = term.replace(/\D/g, '');
  if (digits.length < 3) return [];
  const patterns = [`%${digits}%`];
  if (digits.startsWith('0')) patterns.push(`254${digits.slice(1)}%`);
  return patterns;
}

/**
 * How a person is searched everywhere (members, team members, staff): full name or e-mail
 * containing the text, or a phone number matching its digits however they were typed. For a
 * query that joins `users` under that name.
 */
export function personMatches(term: string) {
  const pattern = containsPattern(term);
  const conditions = [
    sql`concat_ws(' ', ${sql.ref('users.first_name')}, ${sql.ref('users.last_name')}) ilike ${pattern}`,
    sql`${sql.ref('users.email')} ilike ${pattern}`,
    ...phonePatterns(term).map((phone) => sql`${sql.ref('users.phone_number')} like ${phone}`),
  ];
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}
