import { Bell, Bookmark, Link2, Lock, User } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { Tabs } from '../../../shared/ui/tabs';
import type { TabItem } from '../../../shared/ui/tabs';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import type { DirectoryUser } from '../../mock/schemas/directory-user-schema';
import { useUser } from '../api/get-user';
import { AccountTab } from '../view/account-tab';
import { BillingTab } from '../view/billing-tab';
import { ConnectionsTab } from '../view/connections-tab';
import { NotificationsTab } from '../view/notifications-tab';
import { UserInfoCard } from '../view/user-info-card';
import { UserPlanCard } from '../view/user-plan-card';

// The password form and its rules (zod) load when the Security tab is opened.
const SecurityTab = lazy(async () => ({
  default: (await import('../view/security-tab')).SecurityTab,
}));

/** `/apps/user/view/:id`: the user's card and plan beside the template's five tabs. */
export function UserViewRoute() {
  const { t } = useTranslation('demo-users');
  const { id = '' } = useParams();
  const query = useUser(id);
  useDocumentTitle(query.data?.fullName ?? t('view.title'));
  return (
    <section aria-labelledby="user-view-title">
      <h1 id="user-view-title" className="h3 mb-3">
        {query.data?.fullName ?? t('view.title')}
      </h1>
      {query.isPending ? (
        <p role="status" className="d-flex align-items-center gap-2 text-body-secondary">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          {t('loading')}
        </p>
      ) : query.isError ? (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          <span>{isHttpError(query.error) ? query.error.text : t('loadFailed')}</span>
          <Link to="/apps/user/list" className="btn btn-sm btn-outline-danger">
            {t('view.backToList')}
          </Link>
        </div>
      ) : (
        <UserView user={query.data} />
      )}
    </section>
  );
}

function UserView({ user }: { user: DirectoryUser }) {
  const { t } = useTranslation('demo-users');
  const [tab, setTab] = useState('account');
  const tabs: TabItem[] = [
    {
      id: 'account',
      label: t('tabs.account'),
      icon: User,
      render: () => <AccountTab user={user} />,
    },
    {
      id: 'security',
      label: t('tabs.security'),
      icon: Lock,
      render: () => (
        <Suspense fallback={null}>
          <SecurityTab />
        </Suspense>
      ),
    },
    {
      id: 'billing',
      label: t('tabs.billing'),
      icon: Bookmark,
      render: () => <BillingTab user={user} />,
    },
    {
      id: 'notifications',
      label: t('tabs.notifications'),
      icon: Bell,
      render: () => <NotificationsTab />,
    },
    {
      id: 'connections',
      label: t('tabs.connections'),
      icon: Link2,
      render: () => <ConnectionsTab />,
    },
  ];
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-4">
        <UserInfoCard user={user} />
        <UserPlanCard user={user} />
      </div>
      <div className="col-12 col-xl-8">
        <Tabs
          tabs={tabs}
          active={tab}
          onSelect={setTab}
          label={t('tabs.label')}
          className="flex-nowrap overflow-auto"
        />
      </div>
    </div>
  );
}
