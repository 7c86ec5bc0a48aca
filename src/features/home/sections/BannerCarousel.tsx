/**
 * The banners as a carousel: previous/next buttons, one dot per banner and a pause button, all
 * real buttons; the arrow keys move between banners while focus is inside.
 */
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { components } from '../../../../generated/base.ts';
import { useCarousel } from './use-carousel.ts';
import { useInBrowser } from '../../../lib/use-in-browser.ts';
import { pageAt } from '../../../config/page-paths.ts';
import { useT } from '../../../i18n/use-t.ts';

type Banner = components['schemas']['Banner'];

/** A banner leads to its page only when the route table has it. */
const routed = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && pageAt(new URL(url, 'http://x').pathname) !== undefined;

const Arrow = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const t = useT();
  const carousel = useCarousel(banners.length);
  const inBrowser = useInBrowser();
  const several = banners.length > 1;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') carousel.previous();
    else if (e.key === 'ArrowRight') carousel.next();
    else return;
    e.preventDefault();
  };
  return (
    <div
      className="banner-carousel"
      role="region"
      aria-roledescription={t('home.banner.carousel')}
      aria-label={t('home.banner.label')}
      onKeyDown={onKeyDown}
      {...carousel.pauseProps}
    >
      <div className="banner-carousel__viewport" aria-live={carousel.rotating ? 'off' : 'polite'}>
        <div className="banner-carousel__track" style={{ transform: `translateX(-${carousel.index * 100}%)` }}>
          {banners.map((banner, i) => {
            // The first slide is what the page paints first. The others have their pictures once the
            // app has the page (the carousel turns only then), so that the app's code comes first.
            const first = i === 0;
            const picture = (first || inBrowser) && (
              <img
                src={banner.ImageUrl}
                alt={`${banner.Title}. ${banner.SubTitle}`}
                width={1200}
                height={400}
                loading={first ? 'eager' : 'lazy'}
                decoding={first ? 'sync' : 'async'}
                fetchPriority={first ? 'high' : 'low'}
              />
            );
            return (
              <div
                key={banner.Id}
                className="banner-carousel__slide"
                role="group"
                aria-roledescription={t('home.banner.slide')}
                aria-label={t('home.banner.position', { position: i + 1, count: banners.length })}
                inert={i !== carousel.index}
              >
                {picture && (routed(banner.LinkUrl) ? <Link to={banner.LinkUrl}>{picture}</Link> : picture)}
              </div>
            );
          })}
        </div>
      </div>
      {several && (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__button"
            onClick={carousel.previous}
            aria-label={t('home.banner.previous')}
          >
            <Arrow direction="left" />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, i) => (
              <button
                key={banner.Id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('home.banner.show', { position: i + 1, title: banner.Title })}
                aria-current={i === carousel.index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-carousel__button"
            onClick={carousel.next}
            aria-label={t('home.banner.next')}
          >
            <Arrow direction="right" />
          </button>
          <button
            type="button"
            className="banner-carousel__button banner-carousel__pause"
            onClick={carousel.toggleStopped}
          >
            {t(carousel.stopped ? 'home.banner.play' : 'home.banner.pause')}
          </button>
        </div>
      )}
    </div>
  );
}
