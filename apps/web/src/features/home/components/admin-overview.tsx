import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminStatistics } from '@pamoja/contract/dashboard';
import { leadStatuses } from '@pamoja/contract/lead-states';
import { useMoney } from '../../../shared/format/money';
import { CourseCompletionsCard } from './course-completions-card';
import { FigureCard } from './figure-card';
import { Sparkline } from './sparkline';

const sum = (series: { value: number }[]) => series.reduce((total, day) => total + day.value, 0);

/** An organisation's figures for its admin (`/admin`): each card opens the list behind it. */
export function AdminOverview({ figures }: { figures: AdminStatistics }) {
  const { t } = useTranslation();
  const money = useMoney();
  const funnelMax = Math.max(1, ...leadStatuses.map((status) => figures.leadsFunnel[status]));
  return (
    <div className="row g-3">
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.admin.waitingApproval')}
          value={figures.leadsFunnel.NEW}
          to="/leads?status=NEW"
          series={figures.leadsDaily}
          hint={t('homes.admin.capturedMonth', { count: sum(figures.leadsDaily) })}
          testId="admin-leads-new"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.admin.revenue')}
          value={money(figures.orders.revenue)}
          to="/orders"
          series={figures.revenueDaily}
          hint={t('homes.admin.paidOrders', { count: figures.orders.paid })}
          testId="admin-revenue"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.admin.members')}
          value={figures.members}
          to="/teams"
          series={figures.membersDaily}
          hint={t('homes.admin.agents', { count: figures.agents, active: figures.activeAgents })}
          testId="admin-members"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.admin.wallet')}
          value={money(figures.wallet.available)}
          to="/orders"
          testId="admin-wallet"
        />
      </div>
      <div className="col-lg-6">
        <div className="card h-100">
          <div className="card-body">
            <h2 className="h6">{t('homes.admin.funnel')}</h2>
            <ul className="list-unstyled mb-0">
              {leadStatuses.map((status) => (
                <li key={status} className="py-1">
                  <Link
                    to={`/leads?status=${status}`}
                    className="d-flex justify-content-between text-reset text-decoration-none"
                  >
                    <span>{t(`leads.status.${status}`)}</span>
                    <strong>{figures.leadsFunnel[status]}</strong>
                  </Link>
                  <div
                    className="home-funnel-bar"
                    style={{ width: `${(figures.leadsFunnel[status] / funnelMax) * 100}%` }}
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <div className="col-lg-6">
        <div className="card mb-3">
          <div className="card-body">
            <h2 className="h6">{t('homes.admin.revenueChart')}</h2>
            <Sparkline series={figures.revenueDaily} />
          </div>
        </div>
        <div className="row g-3">
          <div className="col-sm-6">
            <FigureCard
              label={t('homes.admin.bookingsToday')}
              value={figures.bookingsToday.total}
              to="/bookings/manage"
              testId="admin-bookings-today"
              hint={Object.entries(figures.bookingsToday.byStatus)
                .map(
                  ([status, count]) =>
                    `${t(`bookings.status.${status}`, { defaultValue: status })} ${count}`,
                )
                .join(' · ')}
            />
          </div>
          <div className="col-sm-6">
            <CourseCompletionsCard />
          </div>
        </div>
      </div>
    </div>
  );
}
