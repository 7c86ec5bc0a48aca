import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../../../tests/setup/render-app.tsx';
import AdvancedTrading from './AdvancedTrading.tsx';

describe('AdvancedTrading', () => {
  it('presents spot trading on the trade site, opening in a new tab', () => {
    renderWithApp(<AdvancedTrading />);
    const spot = screen.getByRole('link', { name: 'Open spot trading (opens in a new tab)' });
    expect(spot).toHaveAttribute('href', 'https://trade.sandbox.exchange.example');
    expect(spot).toHaveAttribute('target', '_blank');
    expect(spot).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('heading', { name: 'Futures' })).not.toBeInTheDocument();
  });

  it('adds futures on the futures site when the contract switch is on', () => {
    renderWithApp(<AdvancedTrading />, { config: (c) => void (c.features.contract = true) });
    expect(screen.getByRole('link', { name: 'Open futures trading (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://futures.sandbox.exchange.example',
    );
  });

  it('stays out of the page when neither trade nor contract is on', () => {
    const { container } = renderWithApp(<AdvancedTrading />, { config: (c) => void (c.features.trade = false) });
    expect(container).toBeEmptyDOMElement();
  });
});
