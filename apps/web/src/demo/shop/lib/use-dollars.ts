import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The template's prices are dollars, written the reader's way ($1,299.00, 1 299,00 $US). */
export function useDollars(): (value: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language || 'en', {
      style: 'currency',
      currency: 'USD',
    });
    return (value: number) => format.format(value);
  }, [i18n.language]);
}
