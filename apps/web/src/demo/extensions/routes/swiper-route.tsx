import { useTranslation } from 'react-i18next';
import { ShowcaseCard } from '../../forms-tables/components/showcase-card';
import { ShowcasePage } from '../../forms-tables/components/showcase-page';
import { Carousel } from '../components/carousel';
import type { Slide } from '../components/carousel';

const TONES = ['indigo', 'teal', 'rose', 'amber', 'slate'];

/** `/extensions/swiper`: embla-carousel in the template's variants. */
export function SwiperRoute() {
  const { t } = useTranslation('demo-extensions');
  const slides: Slide[] = TONES.map((tone, index) => ({
    tone,
    title: t(`swiper.slides.${index}.title`),
    text: t(`swiper.slides.${index}.text`),
  }));
  return (
    <ShowcasePage title={t('swiper.title')} lead={t('swiper.lead')}>
      <ShowcaseCard title={t('swiper.default')}>
        <Carousel label={t('swiper.default')} slides={slides} arrows={false} />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.navigation')}>
        <Carousel label={t('swiper.navigation')} slides={slides} />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.pagination')}>
        <Carousel label={t('swiper.pagination')} slides={slides} dots />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.progressTitle')}>
        <Carousel label={t('swiper.progressTitle')} slides={slides} progress />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.multiple')} wide>
        <Carousel
          label={t('swiper.multiple')}
          slides={slides}
          perView={3}
          dots
          options={{ align: 'start', slidesToScroll: 1 }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.centered')} wide>
        <Carousel
          label={t('swiper.centered')}
          slides={slides}
          perView={2}
          options={{ align: 'center', loop: true }}
        />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.loop')}>
        <Carousel label={t('swiper.loop')} slides={slides} dots options={{ loop: true }} />
      </ShowcaseCard>
      <ShowcaseCard title={t('swiper.autoplay')}>
        <Carousel
          label={t('swiper.autoplay')}
          slides={slides}
          autoplayMs={3500}
          dots
          options={{ loop: true }}
        />
      </ShowcaseCard>
    </ShowcasePage>
  );
}
