/**
 * The names of the futures enumerations (account/GetEnumType: order sides, types and statuses,
 * bill types and trade types). A value the app knows is named from its own catalogue; a value
 * only the server knows keeps the server's words, so a new bill type shows with its name.
 */
import { useMemo } from 'react';
import type { components } from '../../../generated/futures.ts';
import { accountGetEnumType } from '../../../generated/operations/accountGetEnumType.ts';
import { apiQuery, contentData, useApiQuery } from '../../api/query.ts';
import { useHasText, useT } from '../../i18n/use-t.ts';

export type EnumTypeName = components['schemas']['FuturesEnumTypeForm']['typeName'];
export type EnumItem = components['schemas']['FuturesEnumItem'];

export const enumQuery = (typeName: EnumTypeName) => ({
  ...apiQuery(accountGetEnumType, { body: { typeName } }),
  ...contentData,
});

/** The catalogue key of a value's name. */
export const enumMessageId = (typeName: EnumTypeName, value: number): string =>
  `orders.futures.enum.${typeName}.${value}`;

export interface EnumNames {
  /** The value's name: the app's translation, else the server's name, else the value itself. */
  nameOf: (value: number) => string;
  /** Every value the server lists, named, for a filter's choices. */
  items: { value: number; name: string }[];
  loading: boolean;
}

/** The same names while nothing they come from changes, so a list they are handed to is not redrawn for them. */
export function useEnumNames(typeName: EnumTypeName): EnumNames {
  const t = useT();
  const hasText = useHasText();
  const { data, isPending: loading } = useApiQuery(enumQuery(typeName));
  return useMemo(() => {
    const nameOf = (value: number): string => {
      const id = enumMessageId(typeName, value);
      if (hasText(id)) return t(id);
      return data?.find((item) => item.Value === value)?.Name ?? String(value);
    };
    return { nameOf, items: (data ?? []).map((item) => ({ value: item.Value, name: nameOf(item.Value) })), loading };
  }, [t, hasText, data, loading, typeName]);
}
