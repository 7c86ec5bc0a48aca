/**
 * A component's texts, the one way code outside src/ui and src/i18n reads them (ESLint rule
 * `ways/words-through-use-t`): `const t = useT(); t('withdraw.minimum', { amount })`. A sentence
 * with elements in it: `t.rich('help.contact', { link: (words) => <a href={…}>{words}</a> })`;
 * whether a text exists: `t.has('code.30001')`; the language the texts are in: `t.language`. The
 * same function while the language stays, so effects and memos may depend on it. Code outside a
 * component (table columns, rows of a review) is handed `t`.
 */
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape, type PrimitiveType } from 'react-intl';
import type { Language } from '../lib/language.ts';
import { languageOf } from './use-page-language.ts';

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | ((words: ReactNode[]) => ReactNode)>;

export interface Translate {
  (id: string, values?: MessageValues): string;
  /** A text with elements in it: links, emphasis, a figure. */
  rich: (id: string, values: RichValues) => ReactNode;
  has: (id: string) => boolean;
  language: Language;
}

export function translator(intl: IntlShape): Translate {
  const t = (id: string, values?: MessageValues) => intl.formatMessage({ id }, values);
  return Object.assign(t, {
    rich: (id: string, values: RichValues) => intl.formatMessage({ id }, values as never) as ReactNode,
    has: (id: string) => id in intl.messages,
    language: languageOf(intl),
  });
}

export function useT(): Translate {
  const intl = useIntl();
  return useMemo(() => translator(intl), [intl]);
}
