import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberStatistics } from '@pamoja/contract/dashboard';
import { useMoney } from '../../../shared/format/money';
import { absoluteTime } from '../../../shared/format/relative-time';
import { FigureCard } from './figure-card';
import { MemberCourses } from './member-courses';

const ACTIONS = [
  ['/airtime', 'homes.member.actions.airtime'],
  ['/airtime/groups', 'homes.member.actions.group'],
  ['/bookings', 'homes.member.actions.book'],
  ['/learning', 'homes.member.actions.learn'],
] as const;

/** The member's money and learning at a glance (`/home`). */
export function MemberOverview({ figures }: { figures: MemberStatistics }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    <div className="row g-3">
      <div className="col-lg-5">
        <div className="card h-100">
          <div className="card-body">
            <h2 className="h6 text-body-secondary">{t('homes.member.balance')}</h2>
            <p className="display-6 mb-1" data-testid="home-balance">
              {money(figures.wallet.available)}
            </p>
            <p className="small text-body-secondary">
              {t('homes.member.held', { amount: money(figures.wallet.held) })}
            </p>
            <div className="d-flex flex-wrap gap-2">
              <Link to="/wallet?dialog=top-up" className="btn btn-primary">
                {t('homes.member.topUp')}
              </Link>
              <Link to="/wallet?dialog=withdraw" className="btn btn-outline-primary">
                {t('homes.member.withdraw')}
              </Link>
            </div>
          </div>
        </div>
      </div>
      <div className="col-lg-7">
        <div className="row g-3 h-100">
          <div className="col-sm-6">
            <FigureCard
              label={t('homes.member.airtimeThisMonth')}
              value={money(figures.airtimeThisMonth)}
              to="/transactions"
              testId="home-airtime"
            />
          </div>
          <div className="col-sm-6">
            <div className="card h-100">
              <div className="card-body">
                <h2 className="h6 text-body-secondary">{t('homes.member.nextBooking')}</h2>
                {figures.nextBooking ? (
                  <p className="mb-0" data-testid="home-next-booking">
                    <strong>{figures.nextBooking.serviceName}</strong>
                    <br />
                    {figures.nextBooking.branchName} ·{' '}
                    {absoluteTime(figures.nextBooking.startsAt, i18n.language)}
                  </p>
                ) : (
                  <Link to="/bookings">{t('homes.member.bookNow')}</Link>
                )}
              </div>
            </div>
          </div>
          <div className="col-12">
            <nav aria-label={t('homes.member.quickActions')} className="d-flex flex-wrap gap-2">
              {ACTIONS.map(([to, key]) => (
                <Link key={to} to={to} className="btn btn-outline-secondary">
                  {t(key)}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </div>
      <div className="col-lg-7">
        <div className="card h-100">
          <div className="card-body home-list">
            <h2 className="h6">{t('homes.member.recent')}</h2>
            {figures.recentTransactions.length === 0 && (
              <p className="text-body-secondary">{t('homes.member.noTransactions')}</p>
            )}
            <ul className="list-unstyled mb-0">
              {figures.recentTransactions.map((tx) => (
                <li key={tx.id} className="d-flex justify-content-between gap-2 py-1 border-bottom">
                  <span>
                    {t(`homes.member.types.${tx.type}`, { defaultValue: tx.type })}
                    <span className="d-block small text-body-secondary">
                      {absoluteTime(tx.createdAt, i18n.language)}
                    </span>
                  </span>
                  <span className={tx.direction === 'CREDIT' ? 'text-success' : ''}>
                    {tx.direction === 'CREDIT' ? '+' : '−'}
                    {money(tx.amount)}
                  </span>
                </li>
              ))}
            </ul>
            <Link to="/transactions" className="small">
              {t('homes.member.allTransactions')}
            </Link>
          </div>
        </div>
      </div>
      <div className="col-lg-5">
        <div className="card h-100">
          <div className="card-body home-list">
            <h2 className="h6">{t('homes.member.courses')}</h2>
            <MemberCourses />
          </div>
        </div>
      </div>
    </div>
  );
}
