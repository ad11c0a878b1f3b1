import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDashboardStatistics } from '../api/get-dashboard-statistics';
import { MemberOverview } from '../components/member-overview';
import { RoleHome } from '../components/role-home';
import '../components/home.scss';

/** `/home`: members and instructors land here (the contract's ROLE_HOME). */
export function MemberHomeRoute() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.userData?.role);
  const organisationId = useSessionStore((state) => state.organisationId);
  const statistics = useDashboardStatistics(role, organisationId);
  return (
    <RoleHome title={t('roleHome.member.title')}>
      <QueryStatus query={statistics}>
        {(figures) => (figures.role === 'MEMBER' ? <MemberOverview figures={figures} /> : null)}
      </QueryStatus>
    </RoleHome>
  );
}
