/** The OTC market as a tab of /fiat, behind the otcShow switch, in its own chunk. */
import { isOn } from '../../../config/site-config.ts';
import { splitComponent } from '../../../ui/split-component.ts';

export const OtcTab = {
  id: 'otc',
  labelId: 'otc.tab',
  shown: () => isOn('otc'),
  Panel: splitComponent(() => import('./OtcMarket.tsx')),
};
