import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The demo's dollars and days in the reader's language (thousands separators included). */
export function useMoney() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const dollars = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      dollars: (value: number) => dollars.format(value),
      /** An ISO day (`2025-03-14`) as the reader writes it. */
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [language]);
}
