/** Everything the sandbox remembers while it runs: the core records and each module's own. */
import { createCoreState, type CoreState } from './core.ts';
import { createCustomerState, type CustomerState } from '../modules/customer.state.ts';
import { createPersonalCenterState, type PersonalCenterState } from '../modules/personal-center.state.ts';
import { createApiKeysState, type ApiKeysState } from '../modules/api-keys.state.ts';
import { createFoundationState, type FoundationState } from '../modules/foundation.state.ts';
import { createNewsState, type NewsState } from '../modules/news.state.ts';
import { createHelpState, type HelpState } from '../modules/help.state.ts';
import { createAssetsState, type AssetsState } from '../modules/assets.state.ts';
import { createDigitalFiatState, type DigitalFiatState } from '../modules/digital-fiat.state.ts';
import { createFuturesState, type FuturesState } from '../modules/futures.state.ts';
import { createOtcState, type OtcState } from '../modules/otc.state.ts';
import { createPaymentState } from '../modules/payment.state.ts';
import type { PaymentState } from '../modules/payment-store.ts';
import { createMarketState, type MarketState } from '../modules/market.state.ts';
import { createSpotState, type SpotState } from '../modules/spot.state.ts';
import { createIeoState, type IeoState } from '../modules/ieo.state.ts';
import { createMissionsState, type MissionsState } from '../modules/missions.state.ts';
import { createQuickExchangeState, type QuickExchangeState } from '../modules/quick-exchange.state.ts';
import { createFinancingState, type FinancingState } from '../modules/financing.state.ts';
import { createMaintenanceState, type MaintenanceState } from '../modules/maintenance.state.ts';

export interface SandboxState {
  core: CoreState;
  customer: CustomerState;
  personalCenter: PersonalCenterState;
  apiKeys: ApiKeysState;
  foundation: FoundationState;
  news: NewsState;
  help: HelpState;
  assets: AssetsState;
  digitalFiat: DigitalFiatState;
  futures: FuturesState;
  otc: OtcState;
  payment: PaymentState;
  market: MarketState;
  spot: SpotState;
  ieo: IeoState;
  missions: MissionsState;
  quickExchange: QuickExchangeState;
  financing: FinancingState;
  maintenance: MaintenanceState;
}

export function createSandboxState(): SandboxState {
  const core = createCoreState();
  return {
    core,
    customer: createCustomerState(core),
    personalCenter: createPersonalCenterState(core),
    apiKeys: createApiKeysState(core),
    foundation: createFoundationState(core),
    news: createNewsState(core),
    help: createHelpState(core),
    assets: createAssetsState(core),
    digitalFiat: createDigitalFiatState(core),
    futures: createFuturesState(core),
    otc: createOtcState(core),
    payment: createPaymentState(core),
    market: createMarketState(core),
    spot: createSpotState(core),
    ieo: createIeoState(core),
    missions: createMissionsState(core),
    quickExchange: createQuickExchangeState(core),
    financing: createFinancingState(core),
    maintenance: createMaintenanceState(core),
  };
}
