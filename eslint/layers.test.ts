import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { problemOf } from './layers.js';

const file = (path: string) => resolve(import.meta.dirname, '..', path);

describe('layers/one-way', () => {
  it.each([
    ['src/lib/amount.ts', '../config/site-config.ts'],
    ['src/lib/amount.ts', '../../generated/base.ts'],
    ['src/api/client.ts', '../session/actor.ts'],
    ['src/ui/Button.tsx', '../api/client.ts'],
    ['src/features/account/LoginPage.tsx', '../assets/AssetsPage.tsx'],
    ['src/features/account/pages/LoginPage.tsx', '../../assets/x.ts'],
    ['src/shell/Header.tsx', '../features/account/menu.ts'],
    ['src/features/account/LoginPage.tsx', '../../app/router.tsx'],
    ['src/api/call.ts', '../../sandbox/core/sandbox.ts'],
    ['src/api/call.test.ts', '../session/session.ts'],
    ['src/money-action/use-money-action.ts', '../features/assets/withdraw-api.ts'],
    ['src/shell/Header.tsx', '../money-action/MoneyReview.tsx'],
    ['src/ui/ReviewDialog.tsx', '../money-action/refusals.ts'],
    ['src/features/assets/page-ids.ts', '../../config/page-paths.ts'],
    ['src/features/assets/page-ids.ts', '../../lib/decimal.ts'],
    ['src/features/assets/pages.ts', '../earn/page-ids.ts'],
    ['src/config/page-ids.ts', '../features/assets/pages.ts'],
    ['src/lib/amount.ts', '../features/assets/page-ids.ts'],
  ])('refuses %s importing %s', (from, source) => {
    expect(problemOf(file(from), source)).toMatch(/may not import/);
  });

  it.each([
    ['src/config/site-config.ts', '../lib/cookies.ts'],
    ['src/api/client.ts', '../../generated/base.ts'],
    ['src/features/account/pages/LoginPage.tsx', '../forms/login-form.ts'],
    ['src/features/account/LoginPage.tsx', '../../ui/Button.tsx'],
    ['src/app/router.tsx', '../features/account/LoginPage.tsx'],
    ['src/lib/amount.ts', './decimal.ts'],
    ['src/lib/amount.ts', 'decimal.js'],
    ['src/api/call.test.ts', '../../sandbox/core/sandbox.ts'],
    ['src/features/assets/CryptoWithdrawForm.tsx', '../../money-action/use-money-action.ts'],
    ['src/money-action/MoneyReview.tsx', '../shell/use-api-error-text.ts'],
    ['src/money-action/MoneyReview.tsx', '../ui/ReviewDialog.tsx'],
    ['src/config/page-ids.ts', '../features/assets/page-ids.ts'],
    ['src/features/assets/pages.ts', './page-ids.ts'],
  ])('lets %s import %s', (from, source) => {
    expect(problemOf(file(from), source)).toBeNull();
  });
});
