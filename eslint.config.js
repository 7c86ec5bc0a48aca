// Lint rules, including the one-way layers of docs/architecture.md (eslint/layers.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
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
      'no-restricted-syntax': 'off',
      '@typescript-eslint/no-restricted-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
);
