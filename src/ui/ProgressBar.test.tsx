import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ProgressBar } from './ProgressBar.tsx';

const inLanguage = (locale: string, ui: React.ReactElement) =>
  render(<IntlProvider locale={locale}>{ui}</IntlProvider>);

describe('ProgressBar', () => {
  it('writes the percentage beside the label and gives the bar its value', () => {
    inLanguage('en', <ProgressBar label="Sold" percent="62.456" detail="3,122,800 of 5,000,000 AGRI" />);
    expect(screen.getByRole('progressbar', { name: 'Sold' })).toHaveAttribute('aria-valuenow', '62.45');
    expect(screen.getByText('62.45%')).toBeInTheDocument();
    expect(screen.getByText('3,122,800 of 5,000,000 AGRI')).toBeInTheDocument();
  });

  it('holds values outside 0 to 100 at the ends, and writes French decimals with a comma', () => {
    const { unmount } = inLanguage('fr', <ProgressBar label="Vendu" percent="140" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    unmount();
    inLanguage('fr', <ProgressBar label="Vendu" percent="12.5" />);
    expect(screen.getByText(/12,50\s?%/)).toBeInTheDocument();
  });

  it('marks a finished bar with a tick, not only a colour', () => {
    const { container } = inLanguage('en', <ProgressBar label="Progress" percent="100" complete />);
    expect(container.querySelector('.ui-progress--complete')).not.toBeNull();
    expect(container.textContent).toContain('✓');
  });
});
