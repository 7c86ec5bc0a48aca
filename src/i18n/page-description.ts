/** Keeps <meta name="description"> on the page's description; the descriptions load with their own chunk (descriptions.ts). */
import { useEffect } from 'react';
import { useLanguageState } from './language-store.ts';

export function usePageDescription(page: string, brand: string): void {
  const { language } = useLanguageState();
  useEffect(() => {
    let current = true;
    void import('./descriptions.ts').then(({ describePage }) => describePage(page, brand, language, () => current));
    return () => {
      current = false;
    };
  }, [page, brand, language]);
}
