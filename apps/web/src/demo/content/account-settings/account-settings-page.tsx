import { Bell, Info, Link2, Share2, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { Tabs } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useAccountSetting } from '../api/get-account-setting';
import { GeneralTab } from './general-tab';
import './account-settings.scss';

// The page opens on General; the other tabs arrive when chosen (the page's JavaScript budget).
const InfoTab = lazy(async () => ({ default: (await import('./info-tab')).InfoTab }));
const SocialTab = lazy(async () => ({ default: (await import('./social-tab')).SocialTab }));
const ConnectionsTab = lazy(async () => ({
  default: (await import('./connections-tab')).ConnectionsTab,
}));
const NotificationsTab = lazy(async () => ({
  default: (await import('./notifications-tab')).NotificationsTab,
}));

function Later({ children }: { children: ReactNode }) {
  const { t } = useTranslation('demo-content');
  return (
    <Suspense
      fallback={
        <p role="status" className="pt-3 text-body-secondary">
          {t('settings.loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** `/pages/account-settings`: a tab per section, each saved on its own. */
export function AccountSettingsRoute() {
  const { t } = useTranslation('demo-content');
  useDocumentTitle(t('settings.title'));
  const query = useAccountSetting();
  const [tab, setTab] = useState('general');
  return (
    <div>
      <h1 className="h3 mb-3">{t('settings.title')}</h1>
      <div className="card">
        <div className="card-body">
          <QueryStatus query={query}>
            {(settings) => (
              <Tabs
                label={t('settings.sections')}
                active={tab}
                onSelect={setTab}
                className="flex-wrap"
                tabs={[
                  {
                    id: 'general',
                    label: t('settings.tabs.general'),
                    icon: User,
                    render: () => <GeneralTab values={settings.general} />,
                  },
                  {
                    id: 'info',
                    label: t('settings.tabs.info'),
                    icon: Info,
                    render: () => (
                      <Later>
                        <InfoTab values={settings.info} />
                      </Later>
                    ),
                  },
                  {
                    id: 'social',
                    label: t('settings.tabs.social'),
                    icon: Share2,
                    render: () => (
                      <Later>
                        <SocialTab values={settings.social.socialLinks} />
                      </Later>
                    ),
                  },
                  {
                    id: 'connections',
                    label: t('settings.tabs.connections'),
                    icon: Link2,
                    render: () => (
                      <Later>
                        <ConnectionsTab connections={settings.social.connections} />
                      </Later>
                    ),
                  },
                  {
                    id: 'notifications',
                    label: t('settings.tabs.notifications'),
                    icon: Bell,
                    render: () => (
                      <Later>
                        <NotificationsTab values={settings.notification} />
                      </Later>
                    ),
                  },
                ]}
              />
            )}
          </QueryStatus>
        </div>
      </div>
    </div>
  );
}
