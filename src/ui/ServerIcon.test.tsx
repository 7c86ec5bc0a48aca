import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServerIcon } from './ServerIcon.tsx';

describe('ServerIcon', () => {
  it('keeps its space, says nothing to a screen reader, and loads as it comes near the screen', () => {
    const { container } = render(<ServerIcon src="data:image/svg+xml,%3Csvg/%3E" size={24} className="coin" />);
    const icon = container.querySelector('img')!;
    expect(icon).toHaveAttribute('alt', '');
    expect(icon).toHaveAttribute('width', '24');
    expect(icon).toHaveAttribute('height', '24');
    expect(icon).toHaveAttribute('loading', 'lazy');
    expect(icon).toHaveAttribute('decoding', 'async');
    expect(icon).toHaveClass('coin');
  });
});
