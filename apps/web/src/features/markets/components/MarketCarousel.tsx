import { useCallback, useEffect, useRef, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { LIMITS, MARKETS } from '@mizani/shared';
import { useT } from '@/lib/i18n/use-t';
import { Flag } from '@/components/flag';
import { island } from '@/lib/island';

function prefersReducedMotion() {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Market-reach carousel (spec §2 Home carousel): the 7 markets, looping, autoplay every 3500 ms,
 * stopping for good on interaction (drag, buttons, arrow keys, focus). Follows the WAI carousel
 * pattern: a labelled region, slides "n of 7", previous/next buttons, a pause/play button (WCAG 2.2.2)
 * and a polite live region only while autoplay is off. With reduced motion it never autoplays.
 */
function MarketCarouselView({ countries }: { countries: Record<string, string> }) {
  const { t } = useT();
  // The markets' country names come from the page, named by Intl as it was rendered: the first
  // Intl.DisplayNames of a page costs about 15 ms (60 ms at 4x) in the island's hydration.
  const countryName = (region: string) => countries[region] ?? region;
  const [autoplay] = useState(() =>
    Autoplay({
      delay: LIMITS.carouselAutoplayMs,
      stopOnInteraction: true,
      stopOnFocusIn: true,
      stopOnMouseEnter: false,
      playOnInit: false,
    }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, align: 'start', duration: 30 }, [
    autoplay,
  ]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  // Embla measures every slide as it starts (a forced layout of the page): it starts in a task of
  // its own once hydration's effects have run, so it does not lengthen theirs (decision 026).
  const viewportRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const id = setTimeout(() => emblaRef(viewportRef.current), 0);
    return () => {
      clearTimeout(id);
      emblaRef(null);
    };
  }, [emblaRef]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    emblaApi
      .on('select', onSelect)
      .on('reInit', onSelect)
      .on('autoplay:play', onPlay)
      .on('autoplay:stop', onStop);
    if (!prefersReducedMotion()) autoplay.play();
    return () => {
      emblaApi
        .off('select', onSelect)
        .off('reInit', onSelect)
        .off('autoplay:play', onPlay)
        .off('autoplay:stop', onStop);
    };
  }, [emblaApi, autoplay]);

  const go = useCallback(
    (dir: 'prev' | 'next') => {
      if (!emblaApi) return;
      autoplay.stop();
      if (dir === 'prev') emblaApi.scrollPrev();
      else emblaApi.scrollNext();
    },
    [emblaApi, autoplay],
  );

  const togglePlay = () => {
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      go('prev');
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      go('next');
    }
  };

  const total = MARKETS.length;
  return (
    <div
      role="region"
      aria-roledescription={t('markets.roleCarousel')}
      aria-label={t('markets.label')}
      data-selected={selected}
      data-playing={playing ? 'true' : 'false'}
      onKeyDown={onKeyDown}
      className="relative"
    >
      <div className="mb-4 flex items-center justify-end gap-2">
        <button
          type="button"
          onClick={togglePlay}
          aria-label={playing ? t('markets.pause') : t('markets.play')}
          className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {playing ? (
            <Pause className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
        </button>
        <button
          type="button"
          onClick={() => go('prev')}
          aria-label={t('markets.previous')}
          className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => go('next')}
          aria-label={t('markets.next')}
          className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="overflow-hidden" ref={viewportRef}>
        {/* Slides are divs, not list items: a role=group on an <li> breaks the list (axe). */}
        <div className="-ml-4 flex touch-pan-y">
          {MARKETS.map((m, i) => (
            <div
              key={m.country}
              role="group"
              aria-roledescription={t('markets.roleSlide')}
              aria-label={t('markets.slideLabel', {
                i: i + 1,
                total,
                country: countryName(m.flag),
              })}
              className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
            >
              <article
                data-market={m.country}
                className={`h-full rounded-2xl border bg-card p-6 shadow-sm transition-colors ${i === selected ? 'border-primary/50' : 'border-border'}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <Flag
                    code={m.flag}
                    label={t('markets.flagOf', { country: countryName(m.flag) })}
                    className="h-8"
                  />
                  <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-medium text-emerald-800">
                    <span className="size-1.5 rounded-full bg-emerald-600" aria-hidden="true" />
                    {t('markets.active')}
                  </span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-card-foreground">
                  {countryName(m.flag)}
                </h3>
                <p className="text-sm text-muted-foreground">{m.city}</p>
                <p className="mt-3 text-xs font-medium tracking-wide text-muted-foreground">
                  {m.currency}
                </p>
              </article>
            </div>
          ))}
        </div>
      </div>
      <p className="sr-only" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {t('markets.showing', {
          country: countryName(MARKETS[selected]?.flag ?? ''),
          i: selected + 1,
          total,
        })}
      </p>
      <div className="mt-5 flex justify-center gap-1" aria-hidden="true">
        {MARKETS.map((m, i) => (
          <span
            key={m.country}
            className={`h-1.5 rounded-full transition-all ${i === selected ? 'w-6 bg-primary' : 'w-1.5 bg-border'}`}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * An island on pre-rendered pages (decision 030), woken as it nears the screen: the HTML already
 * shows the markets, and autoplay has nothing to do off screen. Its carousel library (embla,
 * 8 kB) is not part of what the home page needs to render.
 */
export const MarketCarousel = island('MarketCarousel', MarketCarouselView, 'visible');
