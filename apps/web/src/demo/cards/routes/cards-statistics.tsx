import { useTranslation } from 'react-i18next';
import {
  ChartColumn,
  HandCoins,
  Mail,
  Monitor,
  ShoppingCart,
  UserRound,
  Users,
} from 'lucide-react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { StatChartCard } from '../components/stat-chart-card';
import { StatisticsCard } from '../components/statistics-card';

/** `/cards/statistics`: the template's statistics cards, each on its `/card/card-statistics` call. */
export function CardsStatisticsRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.pages.statistics');
  useDocumentTitle(title);
  const small = 'col-12 col-sm-6 col-xl-3';
  return (
    <section aria-labelledby="cards-statistics-title">
      <h1 id="cards-statistics-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="row g-3">
        <div className="col-12">
          <StatisticsCard />
        </div>
        <div className={small}>
          <StatChartCard card="subscribers" tone="primary" icon={Users} />
        </div>
        <div className={small}>
          <StatChartCard card="orders" tone="warning" icon={ShoppingCart} />
        </div>
        <div className={small}>
          <StatChartCard card="sales" tone="danger" icon={ChartColumn} />
        </div>
        <div className={small}>
          <StatChartCard card="revenue" tone="success" icon={HandCoins} />
        </div>
        <div className={small}>
          <StatChartCard card="site-traffic" tone="info" icon={Monitor} />
        </div>
        <div className={small}>
          <StatChartCard card="active-users" tone="success" icon={UserRound} />
        </div>
        <div className={small}>
          <StatChartCard card="newsletter" tone="warning" icon={Mail} />
        </div>
        <div className="col-12 col-sm-6 col-xl-3">
          <div className="row g-3 h-100">
            <div className="col-6">
              <StatChartCard card="orders-bar-chart" tone="warning" type="bar" />
            </div>
            <div className="col-6">
              <StatChartCard card="profit-line-chart" tone="info" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
