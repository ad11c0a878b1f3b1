import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { AppDesignCard } from '../static/app-design-card';
import { BrowserStatesCard } from '../static/browser-states-card';
import { BusinessSharksCard } from '../static/business-sharks-card';
import { ChatCard } from '../static/chat-card';
import { CongratulationsCard } from '../static/congratulations-card';
import { DeveloperMeetupCard } from '../static/developer-meetup-card';
import { EmployeeTaskCard } from '../static/employee-task-card';
import { JobCard } from '../static/job-card';
import { MedalCard } from '../static/medal-card';
import { PayAmountCard } from '../static/pay-amount-card';
import { ProfileCard } from '../static/profile-card';
import { TransactionsCard } from '../static/transactions-card';
import { UserTimelineCard } from '../static/user-timeline-card';

// In the template's order; none draws a chart, so this page does not load Chart.js.
const CARDS = [
  CongratulationsCard,
  MedalCard,
  ProfileCard,
  AppDesignCard,
  BusinessSharksCard,
  ChatCard,
  EmployeeTaskCard,
  JobCard,
  DeveloperMeetupCard,
  PayAmountCard,
  TransactionsCard,
  UserTimelineCard,
  BrowserStatesCard,
];

/** `/cards/advance`: the template's advanced cards, on static demo content. */
export function CardsAdvanceRoute() {
  const { t } = useTranslation();
  const title = t('demoDashboards.pages.advance');
  useDocumentTitle(title);
  return (
    <section aria-labelledby="cards-advance-title">
      <h1 id="cards-advance-title" className="h3 mb-3">
        {title}
      </h1>
      <div className="row g-3">
        {CARDS.map((Card, index) => (
          // A fixed list: its place is the card's identity (names are minified in the build).
          <div key={index} className="col-12 col-md-6 col-xl-4">
            <Card />
          </div>
        ))}
      </div>
    </section>
  );
}
