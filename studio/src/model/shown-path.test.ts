import { describe, expect, it } from 'vitest';
import { shownPath } from './shown-path.ts';

describe('a key path in the panels’ words', () => {
  it('numbers list items from 1, as the panels do, and keeps the key path beside', () => {
    expect(shownPath('routes[61].path')).toBe('Route 62 › path (routes[61].path)');
    expect(shownPath('home.sections[0].id')).toBe('Home section 1 › id (home.sections[0].id)');
    expect(shownPath('brand.theme.icons.app[1].src')).toBe('App icon 2 › src (brand.theme.icons.app[1].src)');
  });

  it('leaves other paths as they are', () => {
    expect(shownPath('brand.colors.primary')).toBe('brand.colors.primary');
    expect(shownPath('environments.hosts.prod.images[1]')).toBe('environments.hosts.prod.images[1]');
  });
});
