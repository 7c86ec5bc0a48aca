import { describe, expect, it } from 'vitest';
import { withSection } from './latest-figures.ts';

describe('the latest figures file', () => {
  it("replaces a benchmark's own section and keeps the others", () => {
    const before = '# Latest figures\n\nintro\n\n## Lighthouse\n\nold\n\n## Renderer\n\np95 400 ms\n';
    const after = withSection(before, 'Lighthouse', 'new');
    expect(after).toBe('# Latest figures\n\nintro\n\n## Lighthouse\n\nnew\n\n## Renderer\n\np95 400 ms\n');
  });

  it('adds a new section at the end, and starts the file when there is none', () => {
    expect(withSection('# Latest figures\n\nintro\n', 'Renderer', 'p95')).toBe(
      '# Latest figures\n\nintro\n\n## Renderer\n\np95\n',
    );
    expect(withSection('', 'Renderer', 'p95')).toMatch(/^# Latest figures\n[\s\S]*\n## Renderer\n\np95\n$/);
  });
});
