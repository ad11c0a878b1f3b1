/** "21 Nov 2026, 08:58" in the reader's language (Kenyan conventions, like money). */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${language.slice(0, 2) || 'en'}-KE`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
