import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The cards' number formats in the reader's language. The demo's figures are dollars, as the
 * template's are; the product's money (shillings) has its own formatter in shared/format.
 */
export function useFigures() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const plain = new Intl.NumberFormat(language);
    const dollars = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const change = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      number: (value: number) => plain.format(value),
      dollars: (value: number) => dollars.format(value),
      /** 54.4 → "54.4%". */
      percent: (value: number) => percent.format(value / 100),
      /** 5.2 → "+5.2%", -3 → "-3%". */
      change: (value: number) => change.format(value / 100),
      /** An ISO day (`2025-03-14`) as the reader writes it. */
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    };
  }, [language]);
}
