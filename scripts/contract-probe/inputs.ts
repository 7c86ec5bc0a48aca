/**
 * What the probe sends each safe operation: a call made from the operation's request schema
 * (its required query parameters and body fields, from the documents' examples and defaults),
 * with the ids and codes taken from earlier answers where one call's answer names another's
 * subject (a coin's chains ask about a coin of the coin list). Some operations are asked twice,
 * once per side (`paymentListGetPayTypeByCurrency:sell`), so that both sides' details can be read.
 */
import { sampledRequest } from '../openapi-examples/requests.ts';
import type { ProbeOperation } from './operations.ts';

export interface CallInput {
  query: Record<string, string>;
  body?: unknown;
}

/** The Data of each step's successful answer so far, by step name. */
export type Answers = ReadonlyMap<string, unknown>;

export interface Step {
  /** The operationId, or `operationId:variant` for a second call of the same operation. */
  name: string;
  operation: ProbeOperation;
  /** The steps whose answers this one reads; they run first. */
  needs: string[];
  /** The call to make, or why it cannot be made (an earlier answer did not name what it needs). */
  input(answers: Answers): CallInput | string;
}

type Row = Record<string, unknown>;
type Values = Record<string, unknown>;
type Recipe = { needs: string[]; query?: (a: Answers) => Values; body?: (a: Answers) => Values };

/** The rows of a list answer: the Data itself, or its Items when paged. */
function rows(answers: Answers, step: string): Row[] {
  const data = answers.get(step);
  if (Array.isArray(data)) return data as Row[];
  const items = (data as { Items?: unknown } | undefined)?.Items;
  return Array.isArray(items) ? (items as Row[]) : [];
}

const first = (answers: Answers, step: string, key: string) =>
  rows(answers, step)
    .map((row) => row[key])
    .find((value) => value !== undefined && value !== null);

const field = (answers: Answers, step: string, key: string) => (answers.get(step) as Row | undefined)?.[key];

/** Values that may be absent: the customer's own when signed in, else the example of the schema. */
const optional = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined && value !== null));

const customer = 'customerGetCustomerWithBaseResponse';

const recipes: Record<string, Recipe> = {
  customerIsExistPhone: {
    needs: [customer],
    query: (a) => optional({ phone: field(a, customer, 'Phone'), areaCode: field(a, customer, 'AreaCode') }),
  },
  customerIsExistEmail: {
    needs: [customer],
    query: (a) => ({ email: field(a, customer, 'Email') ?? 'someone@example.com' }),
  },
  customerCustomerCodeExist: { needs: [customer], query: (a) => optional({ code: field(a, customer, 'InviteCode') }) },
  myIDCMApiGetApiKey: { needs: ['myIDCMApiGetList'], query: (a) => ({ id: first(a, 'myIDCMApiGetList', 'ApiKeyId') }) },
  apiDocumentGetApiDocument: {
    needs: ['apiDocumentGetApiDocumentTitleList'],
    query: (a) => ({ id: first(a, 'apiDocumentGetApiDocumentTitleList', 'Id') }),
  },
  announcementGetAppAnnouncement: {
    needs: ['announcementGetAppAnnouncementPageList'],
    query: (a) => ({ id: first(a, 'announcementGetAppAnnouncementPageList', 'Id') }),
  },
  infoWebsiteCoinInfo: {
    needs: ['coinGetDefaultWebSiteCoinList'],
    query: (a) => ({ coinCode: first(a, 'coinGetDefaultWebSiteCoinList', 'Code') }),
  },
  coinGetCoinChains: {
    needs: ['coinGetRechargeWithdrawCoinList'],
    query: (a) => ({ coinId: first(a, 'coinGetRechargeWithdrawCoinList', 'CoinId') }),
  },
  newWebSiteGetWebSiteByUrl: {
    needs: ['newWebSiteGetSingleWebSite'],
    query: (a) => ({ url: field(a, 'newWebSiteGetSingleWebSite', 'Domain') }),
  },
  protocolGetProtocol: { needs: ['protocolGetList'], query: (a) => ({ id: first(a, 'protocolGetList', 'Id') }) },
  newsGetNewsById: { needs: ['newsGetNewsPageList'], query: (a) => ({ id: first(a, 'newsGetNewsPageList', 'Id') }) },
  newsGetNewsResource: {
    needs: ['newsGetNewsPageList'],
    body: (a) => ({ ResourceId: first(a, 'newsGetNewsPageList', 'CoverResourceId') }),
  },
  helpCenterGetHelpCenterShowList: {
    needs: ['helpCenterGetHelpCenterCategoryShowList'],
    body: (a) => optional({ CategoryId: first(a, 'helpCenterGetHelpCenterCategoryShowList', 'Id') }),
  },
  helpCenterGetHelpCenterShow: {
    needs: ['helpCenterGetHelpCenterShowList'],
    query: (a) => ({ id: first(a, 'helpCenterGetHelpCenterShowList', 'Id') }),
  },
  assetsRecordGetAssetsRecordDetail: {
    needs: ['assetsRecordGetAssetsRecordPageList'],
    body: (a) => ({ Id: first(a, 'assetsRecordGetAssetsRecordPageList', 'Id') }),
  },
  'digitalFiatGetPaymentTypeList:out': { needs: [], query: () => ({ direction: 'out' }) },
  digitalFiatGetDfcPayOutMethodParam: {
    needs: ['digitalFiatGetPaymentTypeList:out'],
    query: (a) => ({ payTypeId: first(a, 'digitalFiatGetPaymentTypeList:out', 'PayTypeId') }),
  },
  advertisementMatchAdv: {
    needs: ['advertisementGetWebsiteCurrencyPairList'],
    body: (a) => ({
      CoinCode: first(a, 'advertisementGetWebsiteCurrencyPairList', 'CoinCode'),
      FiatCode: first(a, 'advertisementGetWebsiteCurrencyPairList', 'FiatCode'),
      FiatAmount: first(a, 'advertisementGetWebsiteCurrencyPairList', 'Min'),
    }),
  },
  legalPaymentGetReceiptPaymentMethodFormAsync: {
    needs: ['legalPaymentGetCreatedPaymentChannel'],
    body: (a) =>
      optional({ receiptPaymentMethodId: first(a, 'legalPaymentGetCreatedPaymentChannel', 'ReceiptPaymentMethodId') }),
  },
  legalCurrencyAppealOrderGetAppealDetail: {
    needs: ['legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder'],
    query: (a) => ({ id: first(a, 'legalCurrencyAppealOrderGetListByLegalCurrencyAppealOrder', 'AppealId') }),
  },
  paymentListGetPayTypeByCurrency: {
    needs: ['currencyGetWebsiteSupportCurrencyPairList'],
    query: (a) => optional({ currency: first(a, 'currencyGetWebsiteSupportCurrencyPairList', 'FiatCode') }),
  },
  'paymentListGetPayTypeByCurrency:sell': {
    needs: ['currencyGetWebsiteSupportCurrencyPairList'],
    query: (a) => ({ ...recipes.paymentListGetPayTypeByCurrency.query!(a), side: 'sell' }),
  },
  paymentListGetPaymentChannelByPayType: {
    needs: ['paymentListGetPayTypeByCurrency', 'currencyGetWebsiteSupportCurrencyPairList'],
    query: (a) => ({
      ...recipes.paymentListGetPayTypeByCurrency.query!(a),
      payType: first(a, 'paymentListGetPayTypeByCurrency', 'PayType'),
    }),
  },
  'paymentListGetPaymentChannelByPayType:sell': {
    needs: ['paymentListGetPayTypeByCurrency:sell', 'currencyGetWebsiteSupportCurrencyPairList'],
    query: (a) => ({
      ...recipes.paymentListGetPayTypeByCurrency.query!(a),
      payType: first(a, 'paymentListGetPayTypeByCurrency:sell', 'PayType'),
      side: 'sell',
    }),
  },
  ordersGetPayInMethodParam: {
    needs: ['paymentListGetPaymentChannelByPayType'],
    query: (a) => ({ payMethodId: first(a, 'paymentListGetPaymentChannelByPayType', 'PayMethodId') }),
  },
  ordersGetPayOutMethodParam: {
    needs: ['paymentListGetPaymentChannelByPayType:sell'],
    query: (a) => ({ payMethodId: first(a, 'paymentListGetPaymentChannelByPayType:sell', 'PayMethodId') }),
  },
  ordersValidateReference: {
    needs: ['ordersGetCustomerList'],
    body: (a) => ({ Reference: first(a, 'ordersGetCustomerList', 'Reference') }),
  },
  marketGetTradeConfig: {
    needs: ['marketGetTradeVarieties'],
    query: (a) => ({ varietyId: first(a, 'marketGetTradeVarieties', 'VarietyId') }),
  },
  lineDataGetLineData: {
    needs: ['marketGetTradeVarieties'],
    body: (a) => ({ VarietyId: first(a, 'marketGetTradeVarieties', 'VarietyId') }),
  },
  iEOProjectGetProjectDetails: {
    needs: ['iEOProjectGetProjectList'],
    query: (a) => ({ projectId: first(a, 'iEOProjectGetProjectList', 'ProjectId') }),
  },
  quickExchangeQueryEstimatePrice: {
    needs: ['quickExchangeGetQuickExchangeCoinList'],
    body: (a) => {
      const coins = rows(a, 'quickExchangeGetQuickExchangeCoinList');
      return { FromCoin: coins[0]?.Coin, ToCoin: coins[1]?.Coin, FromAmount: coins[0]?.MinAmount };
    },
  },
  flashOrderCheckFlashOrderStatus: {
    needs: ['flashOrderGetUserFlashOrderPageList'],
    query: (a) => ({ orderId: first(a, 'flashOrderGetUserFlashOrderPageList', 'OrderId') }),
  },
  financingGetUserProductDetail: {
    needs: ['financingGetUserProductList'],
    query: (a) => ({ productId: first(a, 'financingGetUserProductList', 'ProductId') }),
  },
  financingGetUserAccountBalance: {
    needs: ['financingGetUserProductList'],
    query: (a) => ({ coinCode: first(a, 'financingGetUserProductList', 'CoinCode') }),
  },
  tradeGetOrderDetail: {
    needs: ['tradeGetActiveOrders', 'tradeGetHistoryOrders'],
    body: (a) => ({
      OrderId: first(a, 'tradeGetActiveOrders', 'OrderId') ?? first(a, 'tradeGetHistoryOrders', 'OrderId'),
    }),
  },
  marketCandles: {
    needs: ['baseinfoGetContracts'],
    body: (a) => ({ Symbol: first(a, 'baseinfoGetContracts', 'Symbol') }),
  },
  marketRealTimeHandicapFull: {
    needs: ['baseinfoGetContracts'],
    body: (a) => ({ Symbol: first(a, 'baseinfoGetContracts', 'Symbol') }),
  },
};

/** The values, or the names of those no earlier answer gave. */
function complete(values: Values, step: Recipe): Values | string {
  const missing = Object.keys(values).filter((key) => values[key] === undefined || values[key] === null);
  return missing.length === 0 ? values : `no ${missing.join(', ')} in the answers of ${step.needs.join(', ')}`;
}

function stepOf(name: string, operation: ProbeOperation): Step {
  const recipe = recipes[name];
  const sample = sampledRequest(operation);
  return {
    name,
    operation,
    needs: recipe?.needs ?? [],
    input(answers) {
      if (!recipe) return { query: sample.query ?? {}, body: sample.body };
      const query = complete(recipe.query?.(answers) ?? {}, recipe);
      const body = complete(recipe.body?.(answers) ?? {}, recipe);
      if (typeof query === 'string') return query;
      if (typeof body === 'string') return body;
      const asText = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
      return {
        query: { ...sample.query, ...asText },
        body: operation.body.kind === 'none' ? undefined : { ...(sample.body as Values), ...body },
      };
    },
  };
}

/** Every step for these operations, each after the steps whose answers it reads. */
export function planSteps(operations: ProbeOperation[]): Step[] {
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const steps = new Map<string, Step>();
  for (const op of operations) steps.set(op.operationId, stepOf(op.operationId, op));
  for (const name of Object.keys(recipes).filter((key) => key.includes(':'))) {
    const op = byId.get(name.split(':')[0]);
    if (op) steps.set(name, stepOf(name, op));
  }
  const ordered: Step[] = [];
  const visit = (step: Step) => {
    if (ordered.includes(step)) return;
    for (const need of step.needs) {
      const before = steps.get(need);
      if (before) visit(before);
    }
    ordered.push(step);
  };
  for (const step of steps.values()) visit(step);
  return ordered;
}
