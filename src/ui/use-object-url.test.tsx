import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { useObjectUrl } from './use-object-url.ts';

function Picture({ blob }: { blob?: Blob }) {
  const ref = useObjectUrl(blob, 'src');
  return <img ref={ref} alt="chart" />;
}

describe('useObjectUrl', () => {
  let made = 0;
  const revoked: string[] = [];
  beforeEach(() => {
    made = 0;
    revoked.length = 0;
    URL.createObjectURL = vi.fn(() => `blob:picture-${++made}`);
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the bytes through an object URL once they are there', () => {
    const { rerender, getByRole } = render(<Picture />);
    expect(getByRole('img').hasAttribute('src')).toBe(false);
    rerender(<Picture blob={new Blob(['<svg/>'], { type: 'image/svg+xml' })} />);
    expect(getByRole('img').getAttribute('src')).toBe('blob:picture-1');
  });

  it('revokes the URL when other bytes replace them, and when the page leaves', () => {
    const { rerender, unmount, getByRole } = render(<Picture blob={new Blob(['a'])} />);
    rerender(<Picture blob={new Blob(['b'])} />);
    expect(revoked).toEqual(['blob:picture-1']);
    expect(getByRole('img').getAttribute('src')).toBe('blob:picture-2');
    unmount();
    expect(revoked).toEqual(['blob:picture-1', 'blob:picture-2']);
  });

  it('keeps one URL across renders of the same bytes', () => {
    const blob = new Blob(['a']);
    const { rerender } = render(<Picture blob={blob} />);
    rerender(<Picture blob={blob} />);
    expect(made).toBe(1);
    expect(revoked).toEqual([]);
  });
});
