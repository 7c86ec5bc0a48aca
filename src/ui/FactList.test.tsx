import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactList } from './FactList';

describe('FactList', () => {
  it('shows each fact as a term and its definition, in order', () => {
    render(
      <FactList
        className="summary"
        facts={[
          ['Fee', '₦2,600.00'],
          ['Status', <strong key="s">Paid</strong>],
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Fee', 'Status']);
    expect(definitions).toEqual(['₦2,600.00', 'Paid']);
    expect(screen.getAllByRole('term')[0].closest('dl')).toHaveClass('summary');
  });
});
