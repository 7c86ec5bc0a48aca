import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import { BannerCarousel } from './BannerCarousel.tsx';
import { advanceEveryMs } from './use-carousel.ts';

const banners = [1, 2, 3].map((n) => ({
  Id: n,
  Title: `Offer ${n}`,
  SubTitle: `Details ${n}`,
  ImageUrl: 'data:image/svg+xml,x',
  LinkUrl: n === 1 ? '/about' : '/nowhere',
  Sort: n,
}));
const current = () => screen.getAllByRole('group').findIndex((slide) => !slide.hasAttribute('inert'));
const carousel = () => screen.getByRole('region', { name: 'Promotions' });
const tick = () => act(() => vi.advanceTimersByTime(advanceEveryMs));

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('shows one banner at a time, each named by its position, linked when its page exists', () => {
    renderWithApp(<BannerCarousel banners={banners} />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(current()).toBe(0);
    expect(within(slides[0]).getByRole('link')).toHaveAttribute('href', '/about');
    expect(within(slides[0]).getByRole('img')).toHaveAttribute('alt', 'Offer 1. Details 1');
    expect(slides[1].querySelector('a')).toBeNull();
  });

  it('moves with the previous and next buttons, wrapping around', () => {
    renderWithApp(<BannerCarousel banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next promotion' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous promotion' }));
    expect(current()).toBe(2);
  });

  it('jumps with the dots, marking the current one', () => {
    renderWithApp(<BannerCarousel banners={banners} />);
    const third = screen.getByRole('button', { name: 'Show promotion 3: Offer 3' });
    fireEvent.click(third);
    expect(current()).toBe(2);
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show promotion 1: Offer 1' })).not.toHaveAttribute('aria-current');
  });

  it('moves with the arrow keys while focus is inside', () => {
    renderWithApp(<BannerCarousel banners={banners} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next promotion' }), { key: 'ArrowRight' });
    expect(current()).toBe(1);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next promotion' }), { key: 'ArrowLeft' });
    expect(current()).toBe(0);
  });

  it('advances on its own, and pauses while hovered or focused', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    renderWithApp(<BannerCarousel banners={banners} />);
    tick();
    expect(current()).toBe(1);
    fireEvent.mouseEnter(carousel());
    tick();
    expect(current()).toBe(1);
    fireEvent.mouseLeave(carousel());
    fireEvent.focus(screen.getByRole('button', { name: 'Next promotion' }));
    tick();
    expect(current()).toBe(1);
    fireEvent.blur(screen.getByRole('button', { name: 'Next promotion' }));
    tick();
    expect(current()).toBe(2);
  });

  it('stops with the pause button and starts again with play', () => {
    reducedMotion(false);
    vi.useFakeTimers();
    renderWithApp(<BannerCarousel banners={banners} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play' }));
    tick();
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause' }));
    tick();
    expect(current()).toBe(1);
  });

  it('does not move on its own for a visitor who asks for reduced motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    renderWithApp(<BannerCarousel banners={banners} />);
    tick();
    tick();
    expect(current()).toBe(0);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('has no controls for a single banner', () => {
    renderWithApp(<BannerCarousel banners={banners.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
