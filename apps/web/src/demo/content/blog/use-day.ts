import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** An ISO day ("2025-06-15") as the reader's language writes it ("15 Jun 2025"). */
export function useDay() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (iso: string) =>
      new Date(`${iso.slice(0, 10)}T00:00:00`).toLocaleDateString(language, {
        dateStyle: 'medium',
      }),
    [language],
  );
}
