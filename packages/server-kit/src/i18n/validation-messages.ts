import type { ServerLanguage } from './language';

/** What fastify-type-provider-zod keeps of a zod issue: its code and parameters. */
export interface ValidationIssue {
  keyword: string;
  message: string;
  params?: Record<string, unknown>;
}

type Words = Record<
  | 'required'
  | 'wrongType'
  | 'atLeastChars'
  | 'atMostChars'
  | 'atLeastItems'
  | 'atMostItems'
  | 'atLeast'
  | 'atMost'
  | 'format'
  | 'email'
  | 'oneOf'
  | 'unknownFields'
  | 'invalid',
  string
>;

const WORDS: Record<Exclude<ServerLanguage, 'en'>, Words> = {
  sw: {
    required: 'Inahitajika.',
    wrongType: 'Thamani hii si sahihi.',
    atLeastChars: 'Lazima iwe na angalau herufi {n}.',
    atMostChars: 'Isizidi herufi {n}.',
    atLeastItems: 'Chagua angalau {n}.',
    atMostItems: 'Isizidi {n}.',
    atLeast: 'Lazima iwe angalau {n}.',
    atMost: 'Isizidi {n}.',
    format: 'Muundo wake si sahihi.',
    email: 'Weka barua pepe sahihi.',
    oneOf: 'Chagua mojawapo ya: {values}.',
    unknownFields: 'Sehemu hizi hazijulikani: {values}.',
    invalid: 'Thamani hii si sahihi.',
  },
  fr: {
    required: 'Obligatoire.',
    wrongType: 'Cette valeur n’est pas valide.',
    atLeastChars: 'Au moins {n} caractères.',
    atMostChars: 'Au plus {n} caractères.',
    atLeastItems: 'Choisissez-en au moins {n}.',
    atMostItems: 'Au plus {n}.',
    atLeast: 'Au moins {n}.',
    atMost: 'Au plus {n}.',
    format: 'Le format n’est pas valide.',
    email: 'Saisissez une adresse e-mail valide.',
    oneOf: 'Choisissez parmi : {values}.',
    unknownFields: 'Champs inconnus : {values}.',
    invalid: 'Cette valeur n’est pas valide.',
  },
};

// zod's own English wording; a schema's own message ("Enter an amount") is translated by the
// catalogues instead.
const ZOD_DEFAULT = /^(Invalid |Too (big|small): |Unrecognized key)/;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** zod's default message for an issue, in the language; undefined for a schema's own message. */
export function localiseValidationIssue(
  issue: ValidationIssue,
  language: Exclude<ServerLanguage, 'en'>,
): string | undefined {
  if (!ZOD_DEFAULT.test(issue.message)) return undefined;
  const words = WORDS[language];
  const params = issue.params ?? {};
  const sized =
    params['origin'] === 'string' ? 'Chars' : params['origin'] === 'array' ? 'Items' : '';
  switch (issue.keyword) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? words.required : words.wrongType;
    case 'too_small':
      return fill(words[`atLeast${sized}` as keyof Words], { n: String(params['minimum']) });
    case 'too_big':
      return fill(words[`atMost${sized}` as keyof Words], { n: String(params['maximum']) });
    case 'invalid_format':
      return params['format'] === 'email' ? words.email : words.format;
    case 'invalid_value': {
      const values = Array.isArray(params['values']) ? params['values'].map(String) : [];
      return fill(words.oneOf, { values: values.join(', ') });
    }
    case 'unrecognized_keys': {
      const keys = Array.isArray(params['keys']) ? params['keys'].map(String) : [];
      return fill(words.unknownFields, { values: keys.join(', ') });
    }
    default:
      return words.invalid;
  }
}
