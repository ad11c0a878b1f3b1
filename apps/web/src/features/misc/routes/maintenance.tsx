import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { MiscPage } from '../components/misc-page';

export function MaintenanceRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      icon={Wrench}
      title={t('misc.maintenance.title')}
      emoji="🛠"
      text={t('misc.maintenance.text')}
    />
  );
}
