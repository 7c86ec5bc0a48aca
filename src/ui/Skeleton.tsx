/**
 * A placeholder the size of content still loading, so nothing moves when it arrives. Hidden from
 * assistive technology: whatever holds it says "loading" once (aria-busy, or a status).
 */
import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  /** Lines of text (the default), or one block (a chart, a card, a QR code). */
  shape?: 'lines' | 'block';
  /** How many lines; the last of several is shorter, like the end of a paragraph. */
  lines?: number;
  /** A CSS length (numbers are pixels); lines default to the full width. */
  width?: string | number;
  /** A CSS length (numbers are pixels); a line is one line of text high, a block 120 px. */
  height?: string | number;
  className?: string;
}

export function Skeleton({ shape = 'lines', lines = 1, width, height, className }: SkeletonProps) {
  const size: CSSProperties = { width, height };
  if (shape === 'block') {
    return (
      <span aria-hidden="true" className={`ui-skeleton ui-skeleton--block ${className ?? ''}`.trim()} style={size} />
    );
  }
  return (
    <span aria-hidden="true" className={`ui-skeleton-lines ${className ?? ''}`.trim()} style={{ width }}>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span
          key={index}
          className={`ui-skeleton ui-skeleton--line${lines > 1 && index === lines - 1 ? ' ui-skeleton--last' : ''}`}
          style={{ height }}
        />
      ))}
    </span>
  );
}
