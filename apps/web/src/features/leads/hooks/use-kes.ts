import { useTranslation } from 'react-i18next';

/**
 * KES as `shared/format/money` shows it ("Ksh 1,500", "31,250.50"): the same Kenyan locale and
 * decimals rule, restated because that module brings the contract's money schemas, and zod with
 * them, which would push the charts route over its JavaScript budget (docs/web-app.md).
 */
export function useKes() {
  const { i18n } = useTranslation();
  const locale = `${i18n.language.slice(0, 2) || 'en'}-KE`;
  return (amount: number) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'KES',
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
}
