import { useTranslation } from 'react-i18next';
import { ShoppingCart, Users } from 'lucide-react';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AvgSessionsCard } from '../../cards/components/avg-sessions-card';
import { InvoiceTableCard } from '../../cards/components/invoice-table-card';
import { SalesCard } from '../../cards/components/sales-card';
import { StatChartCard } from '../../cards/components/stat-chart-card';
import { SupportTrackerCard } from '../../cards/components/support-tracker-card';
import { AppDesignCard } from '../../cards/static/app-design-card';
import { CongratulationsCard } from '../../cards/static/congratulations-card';
import { UserTimelineCard } from '../../cards/static/user-timeline-card';

/** `/dashboard/analytics`: the template's analytics dashboard on the mock's card figures. */
export function AnalyticsDashboardRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.analytics.title');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="analytics-dashboard-title">
      <h1 id="analytics-dashboard-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <CongratulationsCard />
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <StatChartCard card="subscribers" tone="primary" icon={Users} />
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <StatChartCard card="orders" tone="warning" icon={ShoppingCart} />
        </div>
        <div className="col-12 col-lg-6">
          <AvgSessionsCard />
        </div>
        <div className="col-12 col-lg-6">
          <SupportTrackerCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <UserTimelineCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <SalesCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <AppDesignCard />
        </div>
        <div className="col-12">
          <InvoiceTableCard />
        </div>
      </div>
    </section>
  );
}
