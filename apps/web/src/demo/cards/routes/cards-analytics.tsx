import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AvgSessionsCard } from '../components/avg-sessions-card';
import { EarningsCard } from '../components/earnings-card';
import { GoalOverviewCard } from '../components/goal-overview-card';
import { RevenueCard } from '../components/revenue-card';
import { RevenueReportCard } from '../components/revenue-report-card';
import { SalesCard } from '../components/sales-card';
import { ShareCard } from '../components/share-card';
import { SupportTrackerCard } from '../components/support-tracker-card';

/** `/cards/analytics`: the template's analytics cards, each on its `/card/card-analytics` call. */
export function CardsAnalyticsRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.pages.analytics');
  useDocumentTitle(title);
  const half = 'col-12 col-lg-6';
  const third = 'col-12 col-md-6 col-xl-4';
  return (
    <section aria-labelledby="cards-analytics-title">
      <h1 id="cards-analytics-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="row g-3">
        <div className={half}>
          <SupportTrackerCard />
        </div>
        <div className={half}>
          <AvgSessionsCard />
        </div>
        <div className="col-12 col-xl-8">
          <RevenueReportCard />
        </div>
        <div className={third}>
          <GoalOverviewCard />
        </div>
        <div className={half}>
          <RevenueCard />
        </div>
        <div className={half}>
          <ShareCard card="product-orders" />
        </div>
        <div className={third}>
          <SalesCard />
        </div>
        <div className={third}>
          <SalesCard type="line" />
        </div>
        <div className={third}>
          <ShareCard card="sessions-device" />
        </div>
        <div className={third}>
          <ShareCard card="customers" />
        </div>
        <div className={third}>
          <EarningsCard />
        </div>
      </div>
    </section>
  );
}
