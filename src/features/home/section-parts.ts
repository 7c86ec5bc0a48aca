/**
 * What the home page shows as the installed site-config stands: each section that is on, and of the
 * sections whose parts follow feature switches, each part shown (`advancedTrading.futures`). The
 * sections render from the same functions; the studio lists what a switch adds with it.
 */
import type { HomeSectionId } from '../../config/site-config.schema.ts';
import { homeSections } from '../../config/site-config.ts';
import { shownTradingKinds } from './sections/trading-kinds.ts';

/** The sections whose parts follow the switches: with no part shown, the section stays out of the page. */
const switchedParts: Partial<Record<HomeSectionId, () => string[]>> = {
  advancedTrading: () => shownTradingKinds().map((kind) => kind.id),
};

export function shownHomeParts(): string[] {
  return homeSections().flatMap((id) => {
    const parts = switchedParts[id];
    return parts ? parts().map((part) => `${id}.${part}`) : [id];
  });
}
