import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pamoja/contract/money';

/** Money with thousands separators and its currency, Kenyan conventions (docs/money.md). */
export function useMoney() {
  const { i18n } = useTranslation();
  const locale = `${i18n.language.slice(0, 2) || 'en'}-KE`;
  return useCallback(
    (amount: number, currency = 'KES') => formatMoney(amount, currency, locale),
    [locale],
  );
}
