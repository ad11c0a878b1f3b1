/** The languages the services answer in; English is the source every catalogue translates. */
export const SERVER_LANGUAGES = ['en', 'sw', 'fr'] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];

const isServerLanguage = (tag: string): tag is ServerLanguage =>
  (SERVER_LANGUAGES as readonly string[]).includes(tag);

/**
 * The caller's preferred language from `Accept-Language` (`sw-KE,sw;q=0.9,en;q=0.5`): the
 * supported one with the highest weight, regions ignored; English when none is supported.
 */
export function pickLanguage(header: string | undefined): ServerLanguage {
  if (!header) return 'en';
  let best: { language: ServerLanguage; weight: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...parameters] = part.trim().split(';');
    const language = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isServerLanguage(language)) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? 'en';
}
