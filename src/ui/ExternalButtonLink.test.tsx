import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalButtonLink } from './ExternalButtonLink';

describe('ExternalButtonLink', () => {
  it('is a link to the other site, looking like a button, that gives that site no hold on this page', () => {
    render(
      <ExternalButtonLink href="https://apps.example.com/exchange" variant="secondary" className="app-download">
        App Store
      </ExternalButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'App Store' });
    expect(link).toHaveAttribute('href', 'https://apps.example.com/exchange');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveClass('ui-button', 'ui-button--secondary', 'app-download');
  });

  it('opens in a new tab when asked, primary unless told', () => {
    render(
      <ExternalButtonLink href="https://trade.example.com/" newTab>
        Trade futures
      </ExternalButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Trade futures' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
  });
});
