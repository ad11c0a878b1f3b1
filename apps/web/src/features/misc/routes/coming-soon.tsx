import { useTranslation } from 'react-i18next';
import { Rocket } from 'lucide-react';
import { MiscPage } from '../components/misc-page';
import { SubscribeForm } from '../components/subscribe-form';

export function ComingSoonRoute() {
  const { t } = useTranslation();
  return (
    <MiscPage
      icon={Rocket}
      title={t('misc.comingSoon.title')}
      emoji="🚀"
      text={t('misc.comingSoon.text')}
    >
      <SubscribeForm />
    </MiscPage>
  );
}
