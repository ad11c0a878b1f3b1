import { useTranslation } from 'react-i18next';
import type { LeadStats } from '@pamoja/contract/lead-files';
import { useMoney } from '../../../shared/format/money';

/** The headline figures: captured, dispatched, conversion and the amounts in KES. */
export function StatsKpis({ stats }: { stats: LeadStats }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const cards = [
    { id: 'captured', value: count.format(stats.captured) },
    { id: 'dispatched', value: count.format(stats.byStatus.DISPATCHED ?? 0) },
    { id: 'conversion', value: percent.format(stats.conversion) },
    { id: 'amountCount', value: count.format(stats.amounts.count) },
    { id: 'amountSum', value: money(stats.amounts.sum) },
    { id: 'amountAverage', value: money(stats.amounts.average) },
  ];
  return (
    <div className="row g-3 mb-3">
      {cards.map((card) => (
        <div key={card.id} className="col-6 col-md-4 col-xl-2">
          <div className="card h-100">
            <dl className="card-body py-3 mb-0">
              <dt className="small text-body-secondary fw-normal">
                {t(`leads.stats.kpi.${card.id}`)}
              </dt>
              <dd className="h5 mb-0 text-break" data-kpi={card.id}>
                {card.value}
              </dd>
            </dl>
          </div>
        </div>
      ))}
    </div>
  );
}
