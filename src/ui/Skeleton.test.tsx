import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('draws the lines it is asked for, the last of several shorter, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} width="12em" />);
    const group = container.firstElementChild as HTMLElement;
    expect(group).toHaveAttribute('aria-hidden', 'true');
    expect(group.style.width).toBe('12em');
    const lines = group.querySelectorAll('.ui-skeleton--line');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toHaveClass('ui-skeleton--last');
    expect(lines[0]).not.toHaveClass('ui-skeleton--last');
  });

  it('draws one block of the given size', () => {
    const { container } = render(<Skeleton shape="block" width={320} height={180} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('320px');
    expect(block.style.height).toBe('180px');
  });

  it('says nothing to a screen reader', () => {
    const { container } = render(<Skeleton lines={2} />);
    expect(container).toHaveTextContent('');
  });
});
