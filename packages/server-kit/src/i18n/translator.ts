import type { ServerLanguage } from './language';

/** English text → its translation; `{}` in a key stands for a value, `{1}`, `{2}`… in the
 * translation say where each value goes (word order differs between languages). */
export type MessageCatalogue = Readonly<Record<string, string>>;
export type Catalogues = Readonly<Record<Exclude<ServerLanguage, 'en'>, MessageCatalogue>>;

interface Template {
  pattern: RegExp;
  translation: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compileTemplates(catalogue: MessageCatalogue): Template[] {
  return (
    Object.entries(catalogue)
      .filter(([english]) => english.includes('{}'))
      .map(([english, translation]) => ({
        pattern: new RegExp(`^${english.split('{}').map(escapeRegExp).join('(.+?)')}$`, 's'),
        translation,
      }))
      // The most specific template first: "{} was not found." must not win over a longer one.
      .sort((a, b) => b.pattern.source.length - a.pattern.source.length)
  );
}

export type Translate = (text: string, language: ServerLanguage) => string;

/**
 * Translates the services' English messages. A message built from values ("Lead LD-ABC is
 * captured.") matches its template; values that are themselves catalogued phrases ("The bank
 * account" in "{} was not found.") are translated too. Unknown text stays as it is.
 */
export function createTranslator(...sources: Catalogues[]): Translate {
  const merged = {
    sw: Object.assign({}, ...sources.map((source) => source.sw)) as MessageCatalogue,
    fr: Object.assign({}, ...sources.map((source) => source.fr)) as MessageCatalogue,
  };
  const templates = { sw: compileTemplates(merged.sw), fr: compileTemplates(merged.fr) };

  const translate: Translate = (text, language) => {
    if (language === 'en' || text === '') return text;
    const exact = merged[language][text];
    if (exact !== undefined) return exact;
    for (const template of templates[language]) {
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values = match.slice(1);
      return template.translation.replace(/\{(\d+)\}/g, (whole, index: string) => {
        const value = values[Number(index) - 1];
        return value === undefined ? whole : (merged[language][value] ?? value);
      });
    }
    return text;
  };
  return translate;
}
