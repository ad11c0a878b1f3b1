import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { useAgentStatistics } from '../api/agent-statistics';

/**
 * An agent's day above their leads: work waiting and this week's figures. Capture is the list's
 * "New lead", just above: a second button beside it would say it twice.
 */
export function AgentToday() {
  const { t } = useTranslation();
  const role = useSessionStore((state) => state.userData?.role);
  const organisationId = useSessionStore((state) => state.organisationId);
  const statistics = useAgentStatistics(organisationId, role === 'AGENT');
  const figures = statistics.data?.role === 'AGENT' ? statistics.data : null;
  if (role !== 'AGENT' || !figures) return null;
  const cards: [string, number, string?][] = [
    [t('homes.agent.toReceive'), figures.toReceive, '/leads?status=APPROVED'],
    [t('homes.agent.consentPending'), figures.consentPending],
    [t('homes.agent.weekCaptured'), figures.week.captured],
    [t('homes.agent.weekDispatched'), figures.week.dispatched, '/leads?status=DISPATCHED'],
    [t('homes.agent.conversion'), Math.round(figures.conversion * 100)],
  ];
  return (
    <section aria-label={t('homes.agent.today')} className="mb-4">
      <h2 className="h5 mb-2">{t('homes.agent.today')}</h2>
      <div className="row g-2">
        {cards.map(([label, value, to], index) => (
          <div key={label} className="col-6 col-md">
            <div className="card h-100">
              <div className="card-body py-2">
                <p className="small text-body-secondary mb-1" style={{ overflowWrap: 'anywhere' }}>
                  {to ? <Link to={to}>{label}</Link> : label}
                </p>
                <p className="h4 mb-0" data-testid={`agent-figure-${index}`}>
                  {index === 4 ? `${value}%` : value}
                </p>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
