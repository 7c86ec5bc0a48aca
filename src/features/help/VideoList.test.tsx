import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp, shippedSiteConfig } from '../../../tests/setup/render-app.tsx';
import { installSiteConfig } from '../../config/site-config.ts';
import { VideoList } from './VideoList.tsx';

beforeEach(() => installSiteConfig(shippedSiteConfig()));

describe('VideoList', () => {
  it('plays one video at a time in the browser’s player, the captions of the page language first and shown', async () => {
    const { container } = renderWithApp(<VideoList language="fr" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Play: S’inscrire et vérifier son identité' }));
    const player = container.querySelector('video')!;
    expect(player).toHaveAttribute('controls');
    const tracks = [...player.querySelectorAll('track')];
    expect(tracks.map((track) => track.srclang)).toEqual(['fr', 'en', 'zh-CN', 'zh-Hant']);
    expect(tracks.map((track) => track.default)).toEqual([true, false, false, false]);

    await userEvent.click(screen.getByRole('button', { name: 'Play: Acheter des USDT en naira' }));
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Play: S’inscrire et vérifier son identité' })).toBeInTheDocument();
  });

  it('offers no captions mark for a video without them', async () => {
    renderWithApp(<VideoList language="en" />);
    await screen.findByRole('button', { name: 'Play: Withdraw safely' });
    expect(screen.getAllByText('CC')).toHaveLength(3);
  });
});
