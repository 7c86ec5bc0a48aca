/**
 * The markets of /fiat. Each is a tab when more than one shows: the payment providers (Buy and
 * Sell through KlicklPay, PivotPay, FacilitaPay) while the thirdPartyPayment switch is on; the
 * peer-to-peer (OTC) market takes its place beside them, behind the otcShow switch.
 */
import type { ComponentType } from 'react';
import { isOn } from '../../config/site-config.ts';
import { ProviderMarket } from './market/ProviderMarket.tsx';
import { OtcTab } from './otc/otc-tab.ts';

export interface FiatSection {
  id: string;
  /** The tab's message id. */
  labelId: string;
  shown: () => boolean;
  Panel: ComponentType;
}

export const fiatSections: readonly FiatSection[] = [
  { id: 'providers', labelId: 'fiat.section.providers', shown: () => isOn('fiatPayment'), Panel: ProviderMarket },
  OtcTab,
];
