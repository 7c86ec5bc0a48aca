/** The document title of a page: "<page> · <brand>", in the page language; the brand alone again when it leaves. */
import { useEffect } from 'react';
import { brand } from '../config/site-config.ts';
import { tellPageHead } from '../lib/page-head.ts';

export function usePageTitle(title: string | null): void {
  if (title) tellPageHead({ title });
  useEffect(() => {
    const name = brand().name;
    document.title = title ? `${title} · ${name}` : name;
    return () => {
      document.title = name;
    };
  }, [title]);
}
