import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pamoja/contract/money-format';

/** Kenyan conventions in the reader's language: "Ksh 1,000" in English, "1 000 KES" in French. */
export function moneyLocale(language: string): string {
  return `${language.slice(0, 2) || 'en'}-KE`;
}

/** Money with thousands separators and its currency (docs/money.md). */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  return useCallback(
    (amount: number, currency = 'KES') => formatMoney(amount, currency, locale),
    [locale],
  );
}
