import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageIds } from '../src/config/page-ids.ts';
import { pageMessageAreas } from '../src/app/page-messages.ts';
import { declaredPages, pagesDeclaredIn } from './page-declarations.ts';

describe('the pages read from the areas’ pages.ts', () => {
  const pages = declaredPages(resolve(import.meta.dirname, '..'));

  it('are every page, each with the message areas the app collects', () => {
    expect(Object.keys(pages).sort()).toEqual([...pageIds].sort());
    const areas = Object.fromEntries(Object.entries(pages).flatMap(([id, p]) => (p.areas ? [[id, p.areas]] : [])));
    expect(areas).toEqual(pageMessageAreas);
  });

  it('name each page’s module from the root', () => {
    expect(pages.markets).toEqual({ module: 'src/features/markets/MarketsPage.tsx', areas: ['markets', 'ui-lists'] });
    expect(pages.home).toEqual({ module: 'src/features/home/HomePage.tsx' });
  });

  it('read a declaration that the formatter wrapped', () => {
    const source = `export const pages = {
  fiatFacilitaPayBankList: {
    component: () => import('./facilitapay/BankListPage.tsx'),
    areas: ['fiat', 'ui-forms'],
  },
  fiat: { feature: 'fiat', component: () => import('./FiatPage.tsx') },
};`;
    expect(pagesDeclaredIn(source, 'fiat')).toEqual({
      fiatFacilitaPayBankList: {
        module: 'src/features/fiat/facilitapay/BankListPage.tsx',
        areas: ['fiat', 'ui-forms'],
      },
      fiat: { module: 'src/features/fiat/FiatPage.tsx' },
    });
  });
});
