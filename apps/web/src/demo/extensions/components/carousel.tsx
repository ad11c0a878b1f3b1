import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './carousel.scss';

type EmblaOptionsType = Parameters<typeof useEmblaCarousel>[0];

export interface Slide {
  title: string;
  text: string;
  tone: string;
}

interface CarouselProps {
  label: string;
  slides: readonly Slide[];
  options?: EmblaOptionsType;
  /** Slides shown side by side on wide screens. */
  perView?: 1 | 2 | 3;
  arrows?: boolean;
  dots?: boolean;
  progress?: boolean;
  /** Moves on by itself every few seconds, with a button to pause (WCAG 2.2.2). */
  autoplayMs?: number;
}

/** embla-carousel: swipe or drag, arrows, dots and a progress bar, each optional. */
export function Carousel({
  label,
  slides,
  options,
  perView = 1,
  arrows = true,
  dots = false,
  progress = false,
  autoplayMs,
}: CarouselProps) {
  const { t } = useTranslation('demo-extensions');
  const [viewport, api] = useEmblaCarousel(options);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [scrolled, setScrolled] = useState(0);
  const [playing, setPlaying] = useState(Boolean(autoplayMs));

  const update = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
    setScrolled(Math.max(0, Math.min(1, api.scrollProgress())));
  }, [api]);
  useEffect(() => {
    if (!api) return;
    const first = requestAnimationFrame(update);
    api.on('select', update).on('reInit', update).on('scroll', update);
    return () => {
      cancelAnimationFrame(first);
      api.off('select', update).off('reInit', update).off('scroll', update);
    };
  }, [api, update]);
  useEffect(() => {
    if (!api || !autoplayMs || !playing) return;
    const timer = window.setInterval(
      () => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)),
      autoplayMs,
    );
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, playing]);

  return (
    <section className="carousel-embla" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel-viewport" ref={viewport}>
        <div className={`carousel-track carousel-per-${perView}`}>
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              className="carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t('swiper.slideOf', { index: index + 1, count: slides.length })}
            >
              <div className={`carousel-card carousel-tone-${slide.tone}`}>
                <h3 className="h5 mb-1">{slide.title}</h3>
                <p className="mb-0">{slide.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
        {arrows && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => api?.scrollPrev()}
              aria-label={t('swiper.previous')}
            >
              <ChevronLeft size={16} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => api?.scrollNext()}
              aria-label={t('swiper.next')}
            >
              <ChevronRight size={16} aria-hidden="true" />
            </button>
          </>
        )}
        {autoplayMs && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setPlaying((now) => !now)}
            aria-label={playing ? t('swiper.pause') : t('swiper.play')}
          >
            {playing ? (
              <Pause size={16} aria-hidden="true" />
            ) : (
              <Play size={16} aria-hidden="true" />
            )}
          </button>
        )}
        {dots && (
          <div className="d-flex gap-1 ms-auto">
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className={`carousel-dot ${index === selected ? 'active' : ''}`}
                aria-label={t('swiper.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        )}
        <span className="small text-body-secondary ms-auto" aria-live={playing ? 'off' : 'polite'}>
          {t('swiper.position', { index: selected + 1, count: snaps.length || slides.length })}
        </span>
      </div>
      {progress && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('swiper.progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(scrolled * 100)}
        >
          <div className="progress-bar" style={{ width: `${scrolled * 100}%` }} />
        </div>
      )}
    </section>
  );
}
