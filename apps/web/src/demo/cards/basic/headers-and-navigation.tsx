import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell, House, UserRound } from 'lucide-react';
import { Tabs } from '../../../shared/ui/tabs';
import { BasicSection } from './basic-section';

/** Header and footer, and navigation: a card with a header band and footer, and one with tabs. */
export function HeadersAndNavigation() {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState('home');
  const ago = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' }).format(-2, 'day');
  const text = t('demoDashboards.basic.text');
  const panel = (key: string) => () => (
    <div className="pt-3">
      <h3 className="h6">{t(`demoDashboards.basic.tabs.${key}`)}</h3>
      <p className="mb-0">{text}</p>
    </div>
  );
  return (
    <BasicSection title={t('demoDashboards.basic.headerFooter')}>
      <div className="col-12 col-lg-6">
        <div className="card h-100">
          <div className="card-header">{t('demoDashboards.basic.featured')}</div>
          <div className="card-body">
            <h3 className="card-title h5">{t('demoDashboards.basic.cardTitle')}</h3>
            <p className="card-text mb-0">{text}</p>
          </div>
          <div className="card-footer text-body-secondary">{ago}</div>
        </div>
      </div>
      <div className="col-12 col-lg-6">
        <div className="card h-100">
          <div className="card-body">
            <Tabs
              label={t('demoDashboards.basic.navigation')}
              active={tab}
              onSelect={setTab}
              tabs={[
                {
                  id: 'home',
                  label: t('demoDashboards.basic.tabs.home'),
                  icon: House,
                  render: panel('home'),
                },
                {
                  id: 'profile',
                  label: t('demoDashboards.basic.tabs.profile'),
                  icon: UserRound,
                  render: panel('profile'),
                },
                {
                  id: 'messages',
                  label: t('demoDashboards.basic.tabs.messages'),
                  icon: Bell,
                  render: panel('messages'),
                },
              ]}
            />
          </div>
        </div>
      </div>
    </BasicSection>
  );
}
