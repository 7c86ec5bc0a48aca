import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sandbox } from '../../../../tests/setup/dom.ts';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import TradingVolume from './TradingVolume.tsx';

// The sandbox compiles its validators on its first call: pay for that before the timed tests.
beforeAll(() => sandbox.call('versionNewAll'), 30_000);

const figure = (term: string) => screen.getByText(term).parentElement!.querySelector('dd')!.textContent;

describe('TradingVolume', () => {
  it('shows the 24h volume compact, and the market and customer counts', async () => {
    renderWithApp(<TradingVolume />);
    await screen.findByText('24h trading volume');
    expect(figure('24h trading volume')).toMatch(/^[\d,]+\.\d{2}M\sUSDT$/);
    expect(figure('Markets listed')).toBe('31');
    expect(figure('Registered customers')).toMatch(/^[\d,]+$/);
  });

  it('offers a retry when the call fails', async () => {
    sandbox.knobs.forcedCodes.set('marketGetMarketRealStatistics', {
      code: 77001,
      msg: 'Sandbox answer',
      remaining: 1,
    });
    renderWithApp(<TradingVolume />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Markets listed')).toBeInTheDocument();
  });
});
