// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installSiteConfig } from '../../config/site-config.ts';
import type { SiteConfig } from '../../config/site-config.schema.ts';
import { shownHomeParts } from './section-parts.ts';

const shipped = (): SiteConfig =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../site-config/site.json'), 'utf8'));

describe('what the home page shows', () => {
  it('is each section that is on, in order, with the trading cards whose switch is on', () => {
    const config = shipped();
    config.home.sections = [
      { id: 'banner', on: true },
      { id: 'advancedTrading', on: true },
      { id: 'startUse', on: false },
    ];
    config.features.trade = true;
    config.features.contract = true;
    installSiteConfig(config);
    expect(shownHomeParts()).toEqual(['banner', 'advancedTrading.spot', 'advancedTrading.futures']);
    config.features.trade = false;
    config.features.contract = false;
    expect(shownHomeParts()).toEqual(['banner']);
  });
});
