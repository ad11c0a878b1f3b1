import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../frame/example-card';
import { ShowcasePage } from '../frame/showcase-page';
import { DemoCarousel } from '../widgets/demo-carousel';

/** `/components/carousel`: slides to step through, with captions, and one that moves alone. */
export function CarouselPage() {
  const { t } = useTranslation('demo-ui');
  return (
    <ShowcasePage page="carousel">
      <ExampleCard title={t('carousel.basic')} description={t('carousel.keyboardText')}>
        <DemoCarousel label={t('carousel.basic')} />
      </ExampleCard>
      <ExampleCard title={t('carousel.withCaptions')}>
        <DemoCarousel label={t('carousel.withCaptions')} captions />
      </ExampleCard>
      <ExampleCard title={t('carousel.interval')} description={t('carousel.intervalText')} wide>
        <DemoCarousel label={t('carousel.interval')} captions interval={4000} />
      </ExampleCard>
    </ShowcasePage>
  );
}
