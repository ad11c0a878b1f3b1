import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import './tour.scss';

/** `/extensions/tour`: driver.js walks through the navbar, a card and the footer. */
export function TourRoute() {
  const { t } = useTranslation('demo-extensions');
  const button = useRef<HTMLButtonElement>(null);
  const start = async () => {
    // driver.js (and its sheet) arrive with the first tour.
    const [{ driver }] = await Promise.all([
      import('driver.js'),
      import('driver.js/dist/driver.css'),
    ]);
    const tour = driver({
      showProgress: true,
      progressText: t('tour.progress'),
      nextBtnText: t('tour.next'),
      prevBtnText: t('tour.previous'),
      doneBtnText: t('tour.done'),
      popoverClass: 'app-tour',
      onDestroyed: () => button.current?.focus(),
      steps: [
        {
          element: 'header, .navbar',
          popover: { title: t('tour.navbar'), description: t('tour.navbarText') },
        },
        {
          element: '#tour-card',
          popover: { title: t('tour.card'), description: t('tour.cardText') },
        },
        {
          element: 'footer',
          popover: { title: t('tour.footer'), description: t('tour.footerText') },
        },
      ],
    });
    tour.drive();
  };
  return (
    <ShowcasePage title={t('tour.title')} lead={t('tour.lead')}>
      <div id="tour-card" className="showcase-wide">
        <ShowcaseCard title={t('tour.cardTitle')} description={t('tour.cardDescription')} wide>
          <button
            ref={button}
            type="button"
            className="btn btn-primary"
            onClick={() => void start()}
          >
            {t('tour.start')}
          </button>
        </ShowcaseCard>
      </div>
    </ShowcasePage>
  );
}
