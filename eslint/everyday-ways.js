// ESLint rules `ways/*`: each everyday thing is done one way (docs/architecture.md), held here rather
// than in prose. Each rule names its exceptions, file by file, with the reason.
import { rule } from './way-rule.js';

const memberName = (callee) =>
  callee.type === 'MemberExpression' && callee.property.type === 'Identifier' ? callee.property.name : null;

const wordsMessage =
  "Words go through useT() (src/i18n/use-t.ts): t('id', values), t('id', { link: (words) => <a>{words}</a> }) for a sentence with elements, useHasText() for whether a text exists. react-intl itself is for src/ui and src/i18n.";

/** Words through useT: react-intl and its formatMessage only inside src/ui and src/i18n. */
const wordsThroughUseT = rule(
  'Words go through useT',
  {
    'src/app/start-libraries.ts': "start-up loads react-intl's provider in the libraries' chunk, beside React",
  },
  (report) => {
    const fromIntl = (node) => {
      if (node.source && node.source.value === 'react-intl') report(node.source, wordsMessage);
    };
    return {
      ImportDeclaration: fromIntl,
      ExportNamedDeclaration: fromIntl,
      ExportAllDeclaration: fromIntl,
      CallExpression(node) {
        if (memberName(node.callee) === 'formatMessage') report(node.callee, wordsMessage);
      },
    };
  },
);

const formatters = new Set(['formatPrice', 'formatAmount', 'formatFiat', 'formatPercent', 'showNumber']);
const numbersMessage =
  'A number shows through <Figure> (src/ui/Figure.tsx), or inside a sentence or a label through useFigureText() (src/ui/figure-text.ts): figures.amount(value, { precision, unit }).';

/** Numbers through Figure and the shared formatters: no number formatting of a feature's own. */
const numbersThroughFigure = rule('Numbers go through Figure and useFigureText', {}, (report) => ({
  CallExpression(node) {
    const { callee } = node;
    if (callee.type === 'Identifier' && formatters.has(callee.name)) report(callee, numbersMessage);
    const member = memberName(callee);
    if (member === 'formatNumber' || member === 'toLocaleString') report(callee, numbersMessage);
  },
  NewExpression(node) {
    if (memberName(node.callee) === 'NumberFormat') report(node.callee, numbersMessage);
  },
}));

/** Server data through the query cache: a query's own fetch() is the cache's to call. */
const dataThroughCache = rule(
  'Server data goes through the query cache',
  {
    'src/server/sitemap.ts':
      'the page renderer keeps no cache between requests: the sitemap asks for the latest stories and announcements each time',
  },
  (report) => ({
    CallExpression(node) {
      if (memberName(node.callee) === 'fetch' && node.arguments.length === 0) {
        report(
          node.callee,
          "Server data goes through the query cache: useApiQuery, fetchAnswer(query) outside a component, apiQueryOrMissing for a record that may not exist (src/api/missing.ts); never a query's fetch() past it.",
        );
      }
    },
  }),
);

const listPieces = new Set(['LoadError', 'DataTable']);
const listsMessage =
  "A list's or a record's loading, error and empty states go through Loaded, a table through LoadedTable (src/shell): not LoadError or DataTable drawn by a feature.";

/** List states through Loaded and LoadedTable: a feature never draws the error or the bare table itself. */
const severalQueries =
  'one state for several queries (the first that failed, retried together); Loaded takes one query';
const rowsInHand =
  'draws rows a Loaded above it already holds, or rows derived from them (sorted, filtered, joined); LoadedTable takes a query';
const ownWords = 'says the failure in its own words around the retry (a heading, a record not found, inside a dialog)';
const drawnWhileLoading = 'draws its rows as skeletons while loading and the failure only when nothing is held';
const listsThroughLoaded = rule(
  'List states go through Loaded and LoadedTable',
  {
    'src/features/fiat/checkout/Checkout.tsx': severalQueries,
    'src/features/missions/TaskDetailsPage.tsx': severalQueries,
    'src/features/rates/RatePage.tsx': severalQueries,
    'src/features/assets/AddressBookPage.tsx': severalQueries,
    'src/features/sign-in/qr/LoginQrPanel.tsx': "the sign-in QR machine's failure, not a query's",
    'src/features/markets/MarketPanel.tsx': drawnWhileLoading,
    'src/features/markets/MarketBoard.tsx': drawnWhileLoading,
    'src/features/earn/ProductDetail.tsx': ownWords,
    'src/features/assets/DepositAddressCard.tsx': ownWords,
    'src/features/assets/BankAccountDialog.tsx': ownWords,
    'src/features/api-keys/ApiKeysPage.tsx': "the customer record's failure above the keys' own Loaded list",
    'src/features/account/KycLevels.tsx': rowsInHand,
    'src/features/earn/HoldingsTable.tsx': rowsInHand,
    'src/features/orders/OrderFills.tsx': rowsInHand,
    'src/features/rates/RatesTable.tsx': rowsInHand,
    'src/features/assets/CoinBalances.tsx': rowsInHand,
  },
  (report) => ({
    ImportSpecifier(node) {
      if (node.importKind !== 'type' && node.parent.importKind !== 'type' && listPieces.has(node.imported.name)) {
        report(node, listsMessage);
      }
    },
    JSXOpeningElement(node) {
      if (node.name.type === 'JSXIdentifier' && listPieces.has(node.name.name)) report(node.name, listsMessage);
    },
  }),
);

export default {
  rules: {
    'words-through-use-t': wordsThroughUseT,
    'numbers-through-figure': numbersThroughFigure,
    'data-through-cache': dataThroughCache,
    'lists-through-loaded': listsThroughLoaded,
  },
};
