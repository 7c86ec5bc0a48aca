import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { usePageLanguage } from './use-page-language.ts';
import { useT } from './use-t.ts';

const messages = {
  en: { 'withdraw.minimum': 'At least {amount} {coin}', 'common.back': 'Back' },
  fr: { 'withdraw.minimum': 'Au moins {amount} {coin}', 'common.back': 'Retour' },
};

const ignoreMissing = () => {};
const inLocale =
  (locale: string, texts: Record<string, string> = messages.en) =>
  ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={texts} onError={ignoreMissing}>
      {children}
    </IntlProvider>
  );

describe('useT', () => {
  it('gives the text of an id in the page language, with its values', () => {
    const { result } = renderHook(() => useT(), { wrapper: inLocale('fr', messages.fr) });
    expect(result.current('common.back')).toBe('Retour');
    expect(result.current('withdraw.minimum', { amount: '0.001', coin: 'BTC' })).toBe('Au moins 0.001 BTC');
  });

  it('stays the same function while the language stays', () => {
    const { result, rerender } = renderHook(() => useT(), { wrapper: inLocale('en') });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('usePageLanguage', () => {
  it.each([
    ['en', 'en'],
    ['fr-FR', 'fr'],
    ['zh-TW', 'zh-Hant'],
    ['zh', 'zh-CN'],
    ['de', 'en'],
  ])('reads the locale %s as %s', (locale, language) => {
    const { result } = renderHook(() => usePageLanguage(), { wrapper: inLocale(locale) });
    expect(result.current).toBe(language);
  });
});
