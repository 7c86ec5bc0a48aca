// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { focusInView, takeFocus } from './focus-in-view.ts';

const field = () => {
  const input = document.body.appendChild(document.createElement('input'));
  const calls: string[] = [];
  input.focus = vi.fn((options?: FocusOptions) => void calls.push(`focus ${JSON.stringify(options)}`));
  input.scrollIntoView = vi.fn(
    (options?: boolean | ScrollIntoViewOptions) => void calls.push(`scroll ${JSON.stringify(options)}`),
  );
  return { input, calls };
};

describe('focusInView', () => {
  it('focuses without the browser scroll, then scrolls once to the middle of what the sticky parts leave', () => {
    const { input, calls } = field();
    focusInView(input);
    expect(calls).toEqual(['focus {"preventScroll":true}', 'scroll {"block":"center","inline":"nearest"}']);
  });

  it('scrolls to where it is told', () => {
    const { input, calls } = field();
    focusInView(input, 'start');
    expect(calls[1]).toBe('scroll {"block":"start","inline":"nearest"}');
  });

  it('as a ref, takes the focus when the element appears and does nothing as it goes', () => {
    const { input, calls } = field();
    takeFocus(input);
    takeFocus(null);
    expect(calls).toHaveLength(2);
  });
});
