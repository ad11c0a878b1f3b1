import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import { AdminOverview } from '../components/admin-overview';
import { PlatformOverview } from '../components/platform-overview';
import { RoleHome } from '../components/role-home';
import { UserDirectory } from '../components/user-directory';
import '../components/home.scss';

/**
 * `/admin`: admins land here (the contract's ROLE_HOME): their organisation's figures, each
 * opening its list. A SUPER_ADMIN sees the platform's figures and the user directory.
 */
export function AdminHomeRoute() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.userData?.role);
  const organisationId = useSessionStore((state) => state.organisationId);
  const statistics = useDashboardStatistics(role, organisationId);
  if (role === 'ADMIN' && !organisationId) {
    return (
      <RoleHome title={t('roleHome.admin.title')}>
        <p className="alert alert-info mb-0" role="status">
          {t('shop.organisationWallet.noOrganisation')}
        </p>
      </RoleHome>
    );
  }
  return (
    <RoleHome title={t('roleHome.admin.title')}>
      <QueryStatus query={statistics}>
        {(figures) =>
          figures.role === 'ADMIN' ? (
            <AdminOverview figures={figures} />
          ) : figures.role === 'SUPER_ADMIN' ? (
            <>
              <PlatformOverview figures={figures} />
              <UserDirectory />
            </>
          ) : null
        }
      </QueryStatus>
    </RoleHome>
  );
}
