// ESLint rules `ways/*` for money forms (docs/architecture.md, "Money actions"): how a form reads a
// field's refusal, which amount field it uses, and which calls move money. Registered beside
// eslint/everyday-ways.js; each rule names its exceptions, file by file, with the reason.
import { rule } from './way-rule.js';

/**
 * The operations that move money or cancel what would: a feature sends them only through the
 * money-action kit (`sendOperation` inside a `useMoneyAction` send, src/money-action), never through
 * `useApiMutation` or `callOperation`. One list, by generated operation id (generated/operations/<id>.ts).
 */
export const moneyOperations = {
  customerAssetsApplyTransactionOut: 'applies for a withdrawal',
  customerAssetsConfirmTransactionOut: 'confirms a withdrawal, which sends it',
  customerAssetsCancelApplyTransactionOut: 'cancels a withdrawal',
  transferAddTransfer: 'moves a balance between accounts',
  digitalFiatCreateWithdrawOrder: 'pays local money out',
  digitalFiatDfcRecharge: 'orders a local-money pay-in',
  financingCreateDeposit: 'subscribes to an earn product',
  financingCreateWithdraw: 'redeems from an earn product',
  flashOrderSendFlashOrder: 'places a flash exchange',
  iEOOrderCreateOrder: 'subscribes to a token sale',
  legalCurrencyOrderUserBuyCoin: 'places an OTC buy',
  legalCurrencyOrderUserSellCoin: 'places an OTC sell',
  legalCurrencyOrderUserBuyCoinConfirmPayment: 'says an OTC buy is paid',
  legalCurrencyOrderUserSellCoinConfirmReceipt: 'releases the coins of an OTC sell',
  legalCurrencyOrderUserCancelBuyCoin: 'cancels an OTC order',
  legalCurrencyAppealOrderCreateLegalCurrencyAppealOrder: 'disputes an OTC order',
  ordersCreateBuy: 'places a payment-provider buy',
  ordersCreateSell: 'places a payment-provider sell',
  ordersCreateBuyKlicklPay: 'places a KlicklPay buy',
  ordersCreateSellKlicklPayApi: 'places a KlicklPay sell',
  ordersCreateKlicklPayReady: 'hands a KlicklPay order over to be paid',
  ordersCreateBuyFacilitaPay: 'places a FacilitaPay buy',
  ordersCreateSellFacilitaPay: 'places a FacilitaPay sell',
  missionReceiveAward: "claims a task's reward",
  missionBonusUse: 'spends a bonus',
  tradingCancelOrder: 'cancels a spot order',
  tradingCancelAllOrderByUserId: 'cancels every open spot order',
  planOrderCancelPlanOrder: 'cancels a spot plan order',
  planOrderCancelAllPlanOrder: 'cancels every spot plan order',
  tradeCancelOrder: 'cancels a futures order',
  tradeCancelPlanOrder: 'cancels a futures plan order',
  tradeCancelKillOrFillOrder: 'cancels a futures kill-or-fill order',
};

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && callee.property.type === 'Identifier'
      ? callee.property.name
      : null;

const refusalMessage =
  "A money form reads a field's message through the kit: action.fieldError(name, values) (src/money-action/use-money-action.ts), not formState.errors or an errorOf of its own.";

const isFormState = (node) =>
  (node.type === 'Identifier' && node.name === 'formState') ||
  (node.type === 'MemberExpression' && node.property.type === 'Identifier' && node.property.name === 'formState');

/**
 * A field's refusal through action.fieldError: in a file that runs a money action (calls
 * useMoneyAction), no reading of formState.errors and no errorOf of its own.
 */
const refusalThroughFieldError = rule(
  "A money form reads a field's refusal through action.fieldError",
  {},
  (report) => {
    const found = [];
    let moneyForm = false;
    const errorsKey = (property) =>
      property.type === 'Property' && property.key.type === 'Identifier' && property.key.name === 'errors';
    return {
      CallExpression(node) {
        if (calleeName(node.callee) === 'useMoneyAction') moneyForm = true;
      },
      MemberExpression(node) {
        if (isFormState(node.object) && node.property.type === 'Identifier' && node.property.name === 'errors') {
          found.push(node);
        }
      },
      VariableDeclarator(node) {
        // const { errors } = formState; const { formState: { errors } } = form; const errorOf = …
        if (node.id.type === 'Identifier' && node.id.name === 'errorOf') found.push(node.id);
        if (node.id.type !== 'ObjectPattern') return;
        if (node.init && isFormState(node.init)) found.push(...node.id.properties.filter(errorsKey));
        for (const property of node.id.properties) {
          if (
            property.type === 'Property' &&
            property.key.type === 'Identifier' &&
            property.key.name === 'formState' &&
            property.value.type === 'ObjectPattern'
          ) {
            found.push(...property.value.properties.filter(errorsKey));
          }
        }
      },
      FunctionDeclaration(node) {
        if (node.id?.name === 'errorOf') found.push(node.id);
      },
      'Program:exit'() {
        if (moneyForm) for (const node of found) report(node, refusalMessage);
      },
    };
  },
);

const amountMessage =
  'An amount the server may refuse is an AmountField (src/ui/AmountField.tsx) bound to the form its refusal lands on, not a bare AmountInput.';

/** Refusable amounts through AmountField: a feature draws no bare AmountInput, except where nothing refuses it. */
const amountsThroughAmountField = rule(
  'A refusable amount is an AmountField',
  {
    'src/features/rates/Converter.tsx': 'a calculator: nothing is sent, so no server refuses its amounts',
    'src/features/fiat/market/AmountPair.tsx':
      "explores an amount kept in the page's address before a channel is chosen; nothing is sent from it (the checkout's AmountField takes the amount the server may refuse)",
    'src/features/fiat/otc/TradeForm.tsx':
      "its amount lives in the page's address (useSearchState: a shared or returned-to link keeps it), not in a react-hook-form that AmountField binds to; its refusal lands on it through the kit's form adapter (setError, setFocus)",
  },
  (report) => ({
    ImportSpecifier(node) {
      if (node.importKind !== 'type' && node.parent.importKind !== 'type' && node.imported.name === 'AmountInput') {
        report(node, amountMessage);
      }
    },
    JSXOpeningElement(node) {
      if (node.name.type === 'JSXIdentifier' && node.name.name === 'AmountInput') report(node.name, amountMessage);
    },
  }),
);

const rawCalls = new Set(['useApiMutation', 'callOperation']);
const operationSource = /(^|\/)generated\/operations\/([A-Za-z0-9_]+)(\.ts)?$/;

/**
 * Money and cancellations through the kit: a raw call (useApiMutation, callOperation) names its
 * operation as imported from generated/operations, so that it is known here, and that operation moves
 * no money (moneyOperations above); a money operation goes to sendOperation in a useMoneyAction send.
 */
const moneyThroughKit = rule('Money and cancellations go through the money-action kit', {}, (report) => {
  const operations = new Map(); // local name → generated operation id
  const calls = [];
  return {
    ImportDeclaration(node) {
      const match = operationSource.exec(String(node.source.value));
      if (!match) return;
      for (const specifier of node.specifiers) {
        if (specifier.type === 'ImportSpecifier') operations.set(specifier.local.name, specifier.imported.name);
      }
    },
    CallExpression(node) {
      if (rawCalls.has(calleeName(node.callee) ?? '')) calls.push(node);
    },
    'Program:exit'() {
      for (const node of calls) {
        const name = calleeName(node.callee);
        const [op] = node.arguments;
        const id = op?.type === 'Identifier' ? operations.get(op.name) : undefined;
        if (id === undefined) {
          report(
            op ?? node,
            `${name} names its operation as imported from generated/operations, so that a money operation is seen: an operation that moves money or cancels goes through the kit (useMoneyAction with sendOperation).`,
          );
        } else if (id in moneyOperations) {
          report(
            op,
            `${id} ${moneyOperations[id]}: it goes through the money-action kit (useMoneyAction with sendOperation, src/money-action), not ${name}.`,
          );
        }
      }
    },
  };
});

export default {
  rules: {
    'refusal-through-field-error': refusalThroughFieldError,
    'amounts-through-amount-field': amountsThroughAmountField,
    'money-through-kit': moneyThroughKit,
  },
};
