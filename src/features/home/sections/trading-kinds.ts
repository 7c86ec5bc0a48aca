/**
 * The kinds of trading the advanced-trading section presents, each on its own site: a card per
 * kind whose product is on. The studio asks the same list what a switch adds to the home page.
 */
import { isOn } from '../../../config/site-config.ts';

export const tradingKinds = [
  { id: 'spot', product: 'trade', site: 'tradeSite' },
  { id: 'futures', product: 'futures', site: 'futuresSite' },
] as const;

export const shownTradingKinds = () => tradingKinds.filter((kind) => isOn(kind.product));
