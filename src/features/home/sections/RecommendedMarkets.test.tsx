import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import RecommendedMarkets from './RecommendedMarkets.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

describe('RecommendedMarkets', () => {
  it('shows each recommended market as a card with its price and signed change', async () => {
    renderWithApp(<RecommendedMarkets />);
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(6);
    // The price shows once the pair's precision (its trade config) has come.
    await waitFor(() => expect(cards[0]).toHaveTextContent(/^[A-Z]+\/[A-Z]+[\d,.]+≈ ₦[\d,.]+24h change [+-]?[\d.]+%$/));
  });

  it('offers a retry when the call fails', async () => {
    sandbox.knobs.forcedCodes.set('marketGetMarketRecommendTrends', {
      code: 77001,
      msg: 'Sandbox answer',
      remaining: 1,
    });
    renderWithApp(<RecommendedMarkets />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
  });
});
