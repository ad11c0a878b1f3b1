import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import type { ChartColour } from '../../../shared/charts/chart-palette';
import { QueryStatus } from '../../../shared/ui/query-status';
import { ChartBlock } from '../../../shared/charts/chart-figure';
import type { StatisticsCard } from '../../mock/schemas/cards-schema';
import { useStatisticsCard } from '../api/get-statistics-card';
import { useFigures } from '../lib/figures';
import { mockLabel } from '../lib/mock-label';
import { Avatar } from './avatar';
import '../cards.scss';

interface StatChartCardProps {
  card: StatisticsCard;
  tone: ChartColour;
  type?: 'line' | 'bar';
  icon?: LucideIcon;
}

/**
 * A statistics card (Subscribers Gained, Orders Received, Orders, Profit, Quarterly Sales…): its
 * headline figure above its name, and its trend under them, from `/card/card-statistics/{card}`.
 */
export function StatChartCard({ card, tone, type = 'line', icon: Icon }: StatChartCardProps) {
  const { t } = useTranslation();
  const id = useId();
  const figures = useFigures();
  const query = useStatisticsCard(card);
  const title = t(`demoDashboards.statistics.${card}`);

  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-body d-flex flex-column gap-2">
        {Icon && (
          <Avatar tone={tone}>
            <Icon size={20} />
          </Avatar>
        )}
        <div className="d-flex flex-column">
          <h2 id={id} className="h6 fw-normal text-body-secondary mb-2">
            {title}
          </h2>
          <QueryStatus query={query}>
            {(data) => (
              <>
                <p className="demo-figure order-first">{figures.number(data.statistics)}</p>
                <ChartBlock
                  title={title}
                  // Sales compares two series month by month; the others follow one over a week.
                  labelHeader={t(`demoDashboards.chart.${card === 'sales' ? 'month' : 'day'}`)}
                  type={type}
                  labels={data.categories}
                  series={data.series.map((one, index) => ({
                    label: data.series.length > 1 ? mockLabel(t, one.name) : title,
                    values: one.data,
                    colour: index === 0 ? tone : 'secondary',
                  }))}
                  axes={false}
                  height={80}
                />
              </>
            )}
          </QueryStatus>
        </div>
      </div>
    </section>
  );
}
