// Lint rules, including the one-way layers of docs/architecture.md (eslint/layers.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.js';
import imports from './eslint/no-circles.js';
import everydayWays from './eslint/everyday-ways.js';
import moneyWays from './eslint/money-ways.js';

/** The `ways/*` rules: the everyday ways (eslint/everyday-ways.js) and the money ways (eslint/money-ways.js). */
const ways = { rules: { ...everydayWays.rules, ...moneyWays.rules } };

/**
 * Tests wait for effects, never for the clock (README, "Tests"): no fixed sleeps, no waiting out a real
 * request timeout. A test reaches "no answer" through the sandbox's lose-answer knob, a loading state through
 * its hold knob, absence by moving a fake clock on (vi.useFakeTimers, page.clock), and a state by waiting for it.
 */
export const testsWaitForEffects = [
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'A test waits for an effect (a state on screen, a sandbox call count), never a fixed time.',
  },
  {
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.length>1]",
    message:
      'No sleeps in tests: wait for the effect (waitFor, expect.poll), or move a fake clock on (vi.advanceTimersByTimeAsync, page.clock.runFor).',
  },
  {
    selector:
      "CallExpression[callee.name=/^(createApiClients|startApp|renderWithApp)$/] Property[key.name='timeoutMs'][value.type='Literal'], Property[key.name='requestTimeoutMs'][value.type='Literal']",
    message: "A test reaches 'no answer' through the sandbox's lose-answer knob, not by waiting out a real timeout.",
  },
];

/**
 * One focus rule (docs/architecture.md, "Focus"): what the app brings into view goes through
 * focusInView (src/ui/focus-in-view.ts), which focuses without the browser's scroll and then scrolls
 * clear of the sticky header and download banner. A scroll of its own followed by a focus that
 * scrolls again put refused fields under the header.
 */
export const focusInViewOnly = [
  {
    selector: "CallExpression[callee.property.name='scrollIntoView']",
    message:
      'Bring an element into view with focusInView (src/ui/focus-in-view.ts): focus without scrolling, then one scroll clear of the sticky parts.',
  },
  {
    selector:
      "CallExpression[callee.property.name='focus'] > ObjectExpression:not(:has(Property[key.name='preventScroll'][value.value=true]))",
    message: 'A focus that names its options prevents the scroll: focusInView does the one scroll after it.',
  },
  {
    selector: "Property[key.name='shouldFocus']",
    message:
      'A refusal lands on its field through landOnField (src/ui/land-on-field.ts): its message, and the focus in view clear of the sticky parts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'generated/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '.sandbox/**',
      '.builds/**',
      '.bench-no-app/**',
      'bench-results/**',
      'dist-docs/**',
      '.studio-cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    plugins: { imports },
    rules: {
      'imports/no-circles': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'layers/one-way': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // An SVG picture is a document of its own for the browser (about 25 ms of a slow phone's main
          // thread): thirty coin icons drawn at once held a tap for most of a second.
          selector: "JSXOpeningElement[name.name='img']:not(:has(JSXAttribute[name.name='loading']))",
          message:
            'Say how the picture loads: loading="lazy" (with decoding="async") for a list\'s icons and anything a screen may not show, loading="eager" for what the first screen is made of.',
        },
        {
          // ARIA forbids naming an element with no role: screen readers skip the name, and axe reports it.
          selector:
            "JSXOpeningElement[name.name=/^(div|span|p)$/]:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message:
            'A div, span or p with no role cannot be named: give it a role (group, region, status…), or use LoadingSkeleton (src/ui) for something still loading.',
        },
        ...focusInViewOnly,
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sandbox/**', '!**/tests/**'],
              message: 'The sandbox is a development tool; the app never imports it.',
            },
          ],
          // The app ships react-router's declarative router only (docs/architecture.md): these need the data router.
          paths: [
            {
              name: 'react-router',
              importNames: [
                'createBrowserRouter',
                'createHashRouter',
                'createMemoryRouter',
                'RouterProvider',
                'useBlocker',
                'unstable_usePrompt',
                'useLoaderData',
                'useActionData',
                'useFetcher',
                'useFetchers',
                'useNavigation',
                'useRevalidator',
                'useRouteError',
                'useSubmit',
                'Form',
                'ScrollRestoration',
              ],
              message: 'The app uses the declarative router; this needs the data router.',
            },
          ],
        },
      ],
    },
  },
  {
    // The everyday ways (eslint/everyday-ways.js): words through useT outside src/ui and src/i18n,
    // server data through the query cache outside src/api.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { ways },
    rules: { 'ways/words-through-use-t': 'error', 'ways/data-through-cache': 'error' },
  },
  { files: ['src/ui/**', 'src/i18n/**'], rules: { 'ways/words-through-use-t': 'off' } },
  { files: ['src/api/**'], rules: { 'ways/data-through-cache': 'off' } },
  {
    // Numbers through Figure and useFigureText, list states through Loaded and LoadedTable.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'ways/numbers-through-figure': 'error', 'ways/lists-through-loaded': 'error' },
  },
  {
    // The money ways (eslint/money-ways.js): a money form reads a field's refusal through
    // action.fieldError, a refusable amount is an AmountField; money and cancellations go through the
    // kit, never a raw useApiMutation or callOperation (outside src/api, which defines them).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/api/**', 'src/money-action/**'],
    rules: { 'ways/money-through-kit': 'error' },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'ways/refusal-through-field-error': 'error', 'ways/amounts-through-amount-field': 'error' },
  },

  {
    // The operators' studio (studio/): a development tool with React pages of its own.
    files: ['studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Money forms go through the money-action kit (docs/architecture.md, "Money actions"): a feature
    // never wires the review dialog or the confirmation fields itself.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/ui/ReviewDialog*', '**/ui/SecurityFactorFields*', '**/ui/NoFactorMessage*'],
              allowTypeImports: true,
              message:
                'A money form uses the money-action kit (src/money-action: useMoneyAction, MoneyReview, MoneyRefusal), not the review dialog or the confirmation fields directly.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': 'off',
      'no-restricted-syntax': ['error', ...testsWaitForEffects],
      '@typescript-eslint/no-restricted-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // The named exceptions to "tests wait for effects", each for its reason.
    files: [
      // The request timeout's own tests: the platform's timer must fire (tens of milliseconds).
      'src/api/call.test.ts',
      // E2E_SLOW_CHUNKS: the knob that holds every lazy chunk back on purpose, as a slow network would.
      'tests/e2e/fixtures.ts',
      // Waiting for a server process to listen: a poll of its address between tries, with a deadline.
      'tests/e2e/processes.ts',
      'sandbox/serve-tls.test.ts',
      // That React's own 300 ms retry of a page that waited never draws it again: React keeps the real timer.
      'src/app/RouteGate.test.tsx',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
