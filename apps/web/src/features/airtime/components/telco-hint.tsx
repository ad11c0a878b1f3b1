import { useTranslation } from 'react-i18next';
import { useTelcos } from '../../../shared/reference/get-telcos';
import { nationalPrefix, telcoOf } from '../lib/telco';

/** "Network: Safaricom" under a phone field, from the prefix as it is typed. */
export function TelcoHint({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const telcos = useTelcos();
  const telco = telcos.data ? telcoOf(phone, telcos.data) : null;
  // Without the list (loading, or failed) or three digits there is nothing honest to say yet.
  const text =
    !telcos.data || !nationalPrefix(phone)
      ? ''
      : telco
        ? t('airtime.telco.known', { name: telco.name })
        : t('airtime.telco.unknown');
  // Always in the page, so screen readers hear the network change as the number is typed.
  return (
    <span aria-live="polite" data-testid="telco-hint">
      {text}
    </span>
  );
}
