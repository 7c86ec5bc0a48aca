import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { installSiteConfig } from '../../config/site-config.ts';
import { shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { useMobileLayout } from './mobile-layout.ts';

function Probe() {
  return <p>{useMobileLayout() ? 'mobile' : 'desktop'}</p>;
}

const resizeTo = (width: number) =>
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });

beforeEach(() => {
  installSiteConfig(shippedSiteConfig());
  window.innerWidth = 1280;
});
afterEach(() => vi.restoreAllMocks());

describe('useMobileLayout', () => {
  it('follows the width across the configured breakpoint (1200px)', () => {
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    resizeTo(1199);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    resizeTo(1200);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('uses the breakpoint of the site-config', () => {
    const config = shippedSiteConfig();
    config.constants.mobileBreakpointPx = 800;
    installSiteConfig(config);
    window.innerWidth = 1000;
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('is mobile on iOS even at a desktop width', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Version/16.6 Mobile/15E148 Safari/604.1',
    );
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
  });
});
