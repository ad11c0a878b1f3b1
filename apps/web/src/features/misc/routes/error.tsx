import { useTranslation } from 'react-i18next';
import { MapPinOff } from 'lucide-react';
import { MiscPage } from '../components/misc-page';

/** /misc/error, and the page for every unknown route (404). */
export function ErrorRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      icon={MapPinOff}
      title={t('misc.error.title')}
      emoji="🕵🏻‍♀️"
      text={t('misc.error.text')}
    />
  );
}
