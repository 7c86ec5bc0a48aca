import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { LoadingSkeleton } from './LoadingSkeleton.tsx';
import { Skeleton } from './Skeleton.tsx';

describe('LoadingSkeleton', () => {
  it('marks its shapes busy and says "Loading" once to screen readers, in the page language', () => {
    render(
      <IntlProvider locale="fr" messages={{ 'common.loading': 'Chargement' }}>
        <LoadingSkeleton className="task-grid">
          <Skeleton lines={3} />
        </LoadingSkeleton>
      </IntlProvider>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Chargement');
    const group = status.parentElement!;
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveClass('task-grid');
    expect(group.querySelectorAll('.ui-skeleton--line')).toHaveLength(3);
  });

  it('says what is loading when told, and names no element without a role', () => {
    const { container } = render(
      <IntlProvider locale="en" messages={{ 'common.loading': 'Loading' }}>
        <LoadingSkeleton label="Loading the announcement">
          <Skeleton lines={2} />
        </LoadingSkeleton>
      </IntlProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the announcement');
    expect(container.querySelectorAll('[aria-label]:not([role])')).toHaveLength(0);
  });
});
