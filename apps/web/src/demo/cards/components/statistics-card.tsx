import { useTranslation } from 'react-i18next';
import { ChartColumn, HandCoins, Package, UserRound } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useAnalyticsCard } from '../api/get-analytics-card';
import { useStatisticsCard } from '../api/get-statistics-card';
import { useFigures } from '../lib/figures';
import { DEFAULT_PERIOD } from '../lib/periods';
import { Avatar } from './avatar';
import type { Tone } from './avatar';
import { DemoCard } from './demo-card';

// Icons a demo card shares with another page come from those the app already draws: any other
// would join the icons chunk every page loads (vite.config.ts).

// The mock has no call for products: the template's own figure stands in.
const PRODUCTS = 1423;

interface Item {
  id: string;
  icon: LucideIcon;
  tone: Tone;
  value: string | undefined;
}

/** Statistics: sales, customers, products and revenue side by side. */
export function StatisticsCard() {
  const { t } = useTranslation();
  const figures = useFigures();
  const sales = useStatisticsCard('sales');
  const revenue = useStatisticsCard('revenue');
  const customers = useAnalyticsCard('customers', DEFAULT_PERIOD);
  const customerCount = customers.data
    ? Object.values(customers.data.figures).reduce((sum, value) => sum + value, 0)
    : undefined;
  const items: Item[] = [
    {
      id: 'sales',
      icon: ChartColumn,
      tone: 'primary',
      value: sales.data && figures.number(sales.data.statistics),
    },
    {
      id: 'customers',
      icon: UserRound,
      tone: 'info',
      value: customerCount === undefined ? undefined : figures.number(customerCount),
    },
    { id: 'products', icon: Package, tone: 'danger', value: figures.number(PRODUCTS) },
    {
      id: 'revenue',
      icon: HandCoins,
      tone: 'success',
      value: revenue.data && figures.dollars(revenue.data.statistics),
    },
  ];

  return (
    <DemoCard
      title={t('demoDashboards.statisticsCard.title')}
      subtitle={t('demoDashboards.statisticsCard.updated')}
    >
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3 mb-0 list-unstyled">
        {items.map(({ id, icon: Icon, tone, value }) => (
          <li key={id} className="col d-flex align-items-center gap-3">
            <Avatar tone={tone}>
              <Icon size={20} />
            </Avatar>
            {/* The name first for a screen reader ("Sales: 230"), the figure on top on screen. */}
            <p className="d-flex flex-column-reverse mb-0">
              <span className="small">{t(`demoDashboards.statisticsCard.${id}`)}</span>
              <span className="h5 mb-0" aria-busy={value === undefined}>
                <span className="visually-hidden">:</span> {value ?? '…'}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </DemoCard>
  );
}
