import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import './demo-carousel.scss';

const SLIDES = ['savanna', 'coast', 'city', 'lake'] as const;

interface DemoCarouselProps {
  label: string;
  captions?: boolean;
  /** Moves on by itself every this many milliseconds, with a pause button (WCAG 2.2.2). */
  interval?: number;
}

/**
 * A carousel (embla): previous/next buttons, a button per slide, ← → while the focus is inside;
 * an automatic one stops while hovered or focused and has its own pause button.
 */
export function DemoCarousel({ label, captions, interval }: DemoCarouselProps) {
  const { t } = useTranslation('demo-ui');
  const [viewport, embla] = useEmblaCarousel({ loop: true });
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(Boolean(interval));
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setCurrent(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => void embla.off('select', onSelect);
  }, [embla]);

  useEffect(() => {
    if (!embla || !interval || !playing || held) return;
    const timer = window.setInterval(() => embla.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [embla, interval, playing, held]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
  };

  return (
    <section
      className="demo-carousel"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="demo-carousel-viewport" ref={viewport}>
        <div className="demo-carousel-track" aria-live={playing && interval ? 'off' : 'polite'}>
          {SLIDES.map((slide, index) => (
            <div
              key={slide}
              className={`demo-carousel-slide slide-${slide}`}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.position', { index: index + 1, count: SLIDES.length })}
              aria-hidden={index !== current}
            >
              <p className="demo-carousel-title">{t(`carousel.slides.${slide}`)}</p>
              {captions && <p className="mb-0">{t(`carousel.captions.${slide}`)}</p>}
            </div>
          ))}
        </div>
      </div>
      <div className="demo-carousel-controls">
        {interval && (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            aria-label={t(playing ? 'carousel.pause' : 'carousel.play')}
            onClick={() => setPlaying(!playing)}
          >
            {playing ? (
              <Pause size={16} aria-hidden="true" />
            ) : (
              <Play size={16} aria-hidden="true" />
            )}
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('carousel.previous')}
          onClick={previous}
        >
          <ChevronLeft size={16} aria-hidden="true" />
        </button>
        {SLIDES.map((slide, index) => (
          <button
            key={slide}
            type="button"
            className={`demo-carousel-dot${index === current ? ' active' : ''}`}
            aria-label={t('carousel.goTo', { index: index + 1 })}
            aria-current={index === current}
            onClick={() => embla?.scrollTo(index)}
          />
        ))}
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-label={t('carousel.next')}
          onClick={next}
        >
          <ChevronRight size={16} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
