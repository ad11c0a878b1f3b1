import type { TFunction } from 'i18next';

/** "must be at least 8 characters" → "Must be at least 8 characters." */
function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * The contract's schemas and the server word their rules the same way ("must contain a digit");
 * `validation.<rule>` in the locale files translates the common ones, anything else shows as the
 * server or schema wrote it.
 */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const translated = t(`validation.${message.trim()}`, {
    defaultValue: '',
    nsSeparator: false,
  });
  return translated || asSentence(message);
}
