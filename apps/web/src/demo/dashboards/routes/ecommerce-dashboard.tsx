import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { EarningsCard } from '../../cards/components/earnings-card';
import { GoalOverviewCard } from '../../cards/components/goal-overview-card';
import { RevenueReportCard } from '../../cards/components/revenue-report-card';
import { StatChartCard } from '../../cards/components/stat-chart-card';
import { StatisticsCard } from '../../cards/components/statistics-card';
import { BrowserStatesCard } from '../../cards/static/browser-states-card';
import { CompanyTableCard } from '../../cards/static/company-table-card';
import { DeveloperMeetupCard } from '../../cards/static/developer-meetup-card';
import { MedalCard } from '../../cards/static/medal-card';
import { TransactionsCard } from '../../cards/static/transactions-card';

/** `/` and `/dashboard/ecommerce`: the template's e-commerce dashboard on the mock's figures. */
export function EcommerceDashboardRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.ecommerce.title');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="ecommerce-dashboard-title">
      <h1 id="ecommerce-dashboard-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="row g-3">
        <div className="col-12 col-md-6 col-xl-4">
          <MedalCard />
        </div>
        <div className="col-12 col-md-6 col-xl-8">
          <StatisticsCard />
        </div>
        <div className="col-12 col-lg-4">
          <div className="row g-3">
            <div className="col-12 col-sm-6">
              <StatChartCard card="orders-bar-chart" tone="warning" type="bar" />
            </div>
            <div className="col-12 col-sm-6">
              <StatChartCard card="profit-line-chart" tone="info" />
            </div>
            <div className="col-12">
              <EarningsCard />
            </div>
          </div>
        </div>
        <div className="col-12 col-lg-8">
          <RevenueReportCard />
        </div>
        <div className="col-12 col-xl-8">
          <CompanyTableCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <DeveloperMeetupCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <BrowserStatesCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <GoalOverviewCard />
        </div>
        <div className="col-12 col-md-6 col-xl-4">
          <TransactionsCard />
        </div>
      </div>
    </section>
  );
}
