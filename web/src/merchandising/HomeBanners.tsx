import type { BannerView } from '@solar/contracts';
import { useEffect, useState } from 'react';
import { useHomeBanners } from '../api';
import { SiteLink } from './MerchandisingRow';
import { MERCHANDISING_TEXT } from './text';
import { useDeferredFirstAnswer } from '../shared/hooks/useDeferredFirstAnswer';

const T = MERCHANDISING_TEXT.banners;

/** How long a banner shows before the next one, when there are several and the visitor is not pointing at them. */
export const BANNER_ROTATE_MS = 7000;

/** Banner images are stored at 1600x675 (the uploads' widest rendition). */
const WIDTH = 1600;
const HEIGHT = 675;

const reducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The banners showing now (MERCHANDISING_API.banners), in the admin's order, as a carousel at the top of the
 * home page: the first image loads at once, the others lazily when they come round. Nothing when there are none.
 */
export function HomeBanners() {
  const data = useDeferredFirstAnswer(useHomeBanners().data);
  if (!data || data.length === 0) return null;
  return <Carousel banners={data} />;
}

function Carousel({ banners }: { banners: readonly BannerView[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const current = Math.min(index, count - 1);
  const go = (next: number) => setIndex((next + count) % count);

  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return undefined;
    const timer = setInterval(() => setIndex((at) => (at + 1) % count), BANNER_ROTATE_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  return (
    <section
      className="home-banners"
      aria-roledescription="carousel"
      aria-label={T.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="carousel slide">
        <div className="carousel-inner">
          {banners.map((banner, at) => (
            <div
              key={banner.id}
              className={`carousel-item${at === current ? ' active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={T.show(at + 1, count)}
              aria-hidden={at === current ? undefined : true}
            >
              <SiteLink to={banner.link} className="d-block home-banner-link">
                <img
                  src={banner.image_url}
                  alt={banner.title}
                  width={WIDTH}
                  height={HEIGHT}
                  loading={at === 0 ? 'eager' : 'lazy'}
                  fetchPriority={at === 0 ? 'high' : undefined}
                  className="d-block w-100 home-banner-image"
                />
                <span className="carousel-caption home-banner-caption text-start">
                  <span className="d-block h3 mb-1">{banner.title}</span>
                  {banner.subtitle && <span className="d-none d-sm-block mb-0">{banner.subtitle}</span>}
                </span>
              </SiteLink>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button type="button" className="carousel-control-prev" onClick={() => go(current - 1)}>
              <span className="carousel-control-prev-icon" aria-hidden="true" />
              <span className="visually-hidden">{T.previous}</span>
            </button>
            <button type="button" className="carousel-control-next" onClick={() => go(current + 1)}>
              <span className="carousel-control-next-icon" aria-hidden="true" />
              <span className="visually-hidden">{T.next}</span>
            </button>
            <div className="carousel-indicators mb-1">
              {banners.map((banner, at) => (
                <button
                  key={banner.id}
                  type="button"
                  className={at === current ? 'active' : undefined}
                  aria-current={at === current ? 'true' : undefined}
                  aria-label={T.show(at + 1, count)}
                  onClick={() => go(at)}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
