/** Every operation's handler, by operationId; the type check fails when one is missing. */
import type { HandlerMap } from '../core/handler.ts';
import { customerHandlers } from './customer.ts';
import { personalCenterHandlers } from './personal-center.ts';
import { apiKeysHandlers } from './api-keys.ts';
import { foundationHandlers } from './foundation.ts';
import { newsHandlers } from './news.ts';
import { helpHandlers } from './help.ts';
import { assetsHandlers } from './assets.ts';
import { digitalFiatHandlers } from './digital-fiat.ts';
import { futuresHandlers } from './futures.ts';
import { otcHandlers } from './otc.ts';
import { paymentHandlers } from './payment.ts';
import { marketHandlers } from './market.ts';
import { spotHandlers } from './spot.ts';
import { ieoHandlers } from './ieo.ts';
import { missionsHandlers } from './missions.ts';
import { quickExchangeHandlers } from './quick-exchange.ts';
import { financingHandlers } from './financing.ts';
import { maintenanceHandlers } from './maintenance.ts';

export const handlers: HandlerMap = {
  ...customerHandlers,
  ...personalCenterHandlers,
  ...apiKeysHandlers,
  ...foundationHandlers,
  ...newsHandlers,
  ...helpHandlers,
  ...assetsHandlers,
  ...digitalFiatHandlers,
  ...futuresHandlers,
  ...otcHandlers,
  ...paymentHandlers,
  ...marketHandlers,
  ...spotHandlers,
  ...ieoHandlers,
  ...missionsHandlers,
  ...quickExchangeHandlers,
  ...financingHandlers,
  ...maintenanceHandlers,
};
