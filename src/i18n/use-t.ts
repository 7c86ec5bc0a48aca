/**
 * A component's texts, the one way code outside src/ui and src/i18n reads them (ESLint rule
 * `ways/words-through-use-t`): `const t = useT(); t('withdraw.minimum', { amount })`, a string. A
 * sentence with elements in it is the same call and gives elements back:
 * `t('help.contact', { link: (words) => <a href={…}>{words}</a> })`. The same function while the
 * language stays, so effects and memos may depend on it. Code outside a component (table columns,
 * a review's rows) is handed `t`. Whether a text exists:
 * `const hasText = useHasText(); hasText('code.30001')`.
 */
import { useCallback, type ReactNode } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';

export type MessageValues = Record<string, PrimitiveType>;
export type RichValues = Record<string, PrimitiveType | ReactNode | ((words: ReactNode[]) => ReactNode)>;

export interface Translate {
  (id: string, values?: MessageValues): string;
  /** A text with elements in it: links, emphasis, a figure. */
  (id: string, values: RichValues): ReactNode;
}

export function useT(): Translate {
  const intl = useIntl();
  return useCallback((id: string, values?: RichValues) => intl.formatMessage({ id }, values as MessageValues), [intl]);
}

export function useHasText(): (id: string) => boolean {
  const intl = useIntl();
  return useCallback((id: string) => id in intl.messages, [intl]);
}
