import { useTranslation } from 'react-i18next';
import type { SuperAdminStatistics } from '@pamoja/contract/dashboard';
import { useMoney } from '../../../shared/format/money';
import { FigureCard } from './figure-card';

/** The platform's figures for a SUPER_ADMIN. */
export function PlatformOverview({ figures }: { figures: SuperAdminStatistics }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="row g-3 mb-3">
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.platform.organisations')}
          value={figures.organisations}
          to="/organisations"
          testId="platform-organisations"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.platform.users')}
          value={figures.users.total}
          series={figures.usersDaily}
          hint={t('homes.platform.suspended', { count: figures.users.suspended })}
          testId="platform-users"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <FigureCard
          label={t('homes.platform.stuck')}
          value={figures.stuckPayments.count}
          to="/reconciliation"
          hint={money(figures.stuckPayments.amount)}
          testId="platform-stuck"
        />
      </div>
      <div className="col-sm-6 col-xl-3">
        <div className="card h-100">
          <div className="card-body">
            <h2 className="h6 text-body-secondary">{t('homes.platform.rails')}</h2>
            <ul className="list-unstyled mb-0 small">
              {figures.moneyByRail.map((row) => (
                <li key={row.rail} className="d-flex justify-content-between gap-2">
                  <span>{t(`homes.platform.rail.${row.rail}`, { defaultValue: row.rail })}</span>
                  <strong>{money(row.amount)}</strong>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}
