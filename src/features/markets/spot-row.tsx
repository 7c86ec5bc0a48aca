/**
 * What the cells of one spot market row share: the pair's precisions (its trade config), asked
 * once per row, once the row stays on screen, for its price, high, low and volume together.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePairPrecision, type Market, type PairPrecision } from '../../data/markets.ts';
import { useRowsSettled } from '../../ui/virtual-rows-settled.ts';

const RowPrecision = createContext<PairPrecision>({ loading: true });

export function SpotRow({ row, children }: { row: Market; children: ReactNode }) {
  const { loading, price, amount } = usePairPrecision(row.VarietyId, useRowsSettled());
  const precision = useMemo(() => ({ loading, price, amount }), [loading, price, amount]);
  return <RowPrecision.Provider value={precision}>{children}</RowPrecision.Provider>;
}

/** The precisions of the row a cell is in. */
export const useRowPrecision = (): PairPrecision => useContext(RowPrecision);
