import { useTranslation } from 'react-i18next';
import type { PaymentPreferences } from '../api/get-payment-preferences';

/** Read-only for now: the wallet screens will let people change these. */
export function PaymentPreferencesCard({ preferences }: { preferences: PaymentPreferences }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-preferences-title">
      <h2 id="payment-preferences-title" className="h5 mb-3">
        {t('profile.payments.title')}
      </h2>
      <dl className="profile-facts">
        <dt>{t('profile.payments.topUp')}</dt>
        <dd>{t(`profile.payments.methods.${preferences.defaultTopUpMethod}`)}</dd>
        <dt>{t('profile.payments.payout')}</dt>
        <dd>{t(`profile.payments.methods.${preferences.defaultPayoutMethod}`)}</dd>
        <dt>{t('profile.payments.mpesaNumber')}</dt>
        <dd>
          {preferences.mpesaPhoneNumber
            ? `+${preferences.mpesaPhoneNumber}`
            : t('profile.payments.none')}
        </dd>
        <dt>{t('profile.payments.currency')}</dt>
        <dd>{preferences.currency}</dd>
      </dl>
    </section>
  );
}
