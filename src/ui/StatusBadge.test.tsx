import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge, type StatusTone } from './StatusBadge';

describe('StatusBadge', () => {
  it.each<[StatusTone, string]>([
    ['success', 'Filled'],
    ['pending', 'Waiting for payment'],
    ['danger', 'Failed'],
    ['neutral', 'Cancelled'],
  ])('shows the %s word itself, not only a colour', (tone, word) => {
    render(<StatusBadge tone={tone}>{word}</StatusBadge>);
    const badge = screen.getByText(word);
    expect(badge).toHaveClass(`status-badge--${tone}`);
    expect(badge).toHaveTextContent(word);
  });

  it('gives each tone its own mark, hidden from screen readers', () => {
    const tones: StatusTone[] = ['success', 'pending', 'danger', 'neutral'];
    const marks = tones.map((tone) => {
      const { container, unmount } = render(<StatusBadge tone={tone}>Word</StatusBadge>);
      const mark = container.querySelector('.status-badge__mark')!;
      expect(mark).toHaveAttribute('aria-hidden', 'true');
      const text = mark.textContent;
      unmount();
      return text;
    });
    expect(new Set(marks).size).toBe(tones.length);
  });
});
