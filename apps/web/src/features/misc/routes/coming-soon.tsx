import { useTranslation } from 'react-i18next';
import { Hourglass } from 'lucide-react';
import { MiscPage } from '../components/misc-page';

export function ComingSoonRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      icon={Hourglass}
      title={t('misc.comingSoon.title')}
      text={t('misc.comingSoon.text')}
    />
  );
}
