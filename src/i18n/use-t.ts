/**
 * A component's texts: `const t = useT(); t('withdraw.minimum', { amount })`. The same function
 * while the language stays, so effects and memos may depend on it. A text with elements in it
 * (a link inside a sentence) still goes through `useIntl().formatMessage`. Code outside a
 * component that is handed the `intl` object (table columns) takes `translator(intl)`.
 */
import { useCallback } from 'react';
import { useIntl, type IntlShape, type PrimitiveType } from 'react-intl';

export type MessageValues = Record<string, PrimitiveType>;
export type Translate = (id: string, values?: MessageValues) => string;

export function translator(intl: IntlShape): Translate {
  return (id, values) => intl.formatMessage({ id }, values);
}

export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>((id, values) => intl.formatMessage({ id }, values), [intl]);
}
