import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A page reached by someone whose role may not use it: say so instead of failing requests. */
export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <p className="alert alert-warning d-flex align-items-center gap-2" role="alert">
      <ShieldX size={18} aria-hidden="true" />
      {t('bookings.notAllowed')}
    </p>
  );
}
