// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('page message areas', () => {
  it('names only areas that exist, in a product folder or shared', async () => {
    const { pageMessageAreas } = await import('./page-messages.ts');
    const { pageAreaNames } = await import('../i18n/page-catalogs.ts');
    const named = Object.values(pageMessageAreas).flat();
    expect(named.filter((area) => !pageAreaNames().includes(area!))).toEqual([]);
  });

  it('gives every page area to at least one page or shell panel', async () => {
    const { pageMessageAreas } = await import('./page-messages.ts');
    const { shellMessageAreas } = await import('../shell/message-areas.ts');
    const { pageAreaNames } = await import('../i18n/page-catalogs.ts');
    const named = new Set([...Object.values(pageMessageAreas), ...Object.values(shellMessageAreas)].flat());
    expect(pageAreaNames().filter((area) => !named.has(area))).toEqual([]);
  });
});
