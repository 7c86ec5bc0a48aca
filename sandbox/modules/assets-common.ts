/** Pieces the assets and digital-fiat handlers share: refusal codes, coin lookups, time filters. */
import { SandboxFault, codes } from '../core/fault.ts';
import { coinById, type SeedCoin } from '../seed/coins.ts';
import { chainSetting, type ChainSetting } from '../seed/assets-chains.ts';

/** Refusals of the assets module that the core catalogue does not name. */
export const assetsCodes = {
  /** A confirmation needs the security PIN and the customer has not set one. */
  pinNotSet: 20010,
  /** Withdrawal codes go to the bound email; a customer without one binds it first. */
  emailNotBound: 20011,
  withdrawSuspended: 30010,
  belowMinimum: 30011,
  invalidAddress: 30012,
  /** Confirm or cancel of a withdrawal that is no longer waiting for confirmation. */
  notAwaitingConfirmation: 30013,
  /** Only the futures margin coins move between the spot and futures accounts. */
  notMarginCoin: 30014,
  depositSuspended: 30015,
  addressAlreadySaved: 30016,
  aboveMaximum: 30017,
  dailyLimitReached: 30018,
} as const;

export const iso = (ms: number): string => new Date(ms).toISOString();
export const isoOrNull = (ms: number | null): string | null => (ms === null ? null : iso(ms));

export function findCoin(coinId: number): SeedCoin {
  const coin = coinById(coinId);
  if (!coin) throw new SandboxFault(codes.notFound, `No coin with CoinId ${coinId}`);
  return coin;
}

/** The coin's setting on a chain, or a refusal naming the chains it does use. */
export function coinChain(coin: SeedCoin, chain: string): ChainSetting {
  if (!coin.Chains.includes(chain)) {
    throw new SandboxFault(codes.invalidArgument, `${coin.Code} moves on ${coin.Chains.join(', ')}, not on ${chain}`);
  }
  return chainSetting(coin, chain);
}

function timeOf(field: string, value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new SandboxFault(codes.invalidArgument, `${field} is not a date`);
  return ms;
}

/** Whether a creation time falls within the query's StartTime and EndTime (both inclusive, both optional). */
export function withinTimes(query: { StartTime?: string; EndTime?: string }): (ms: number) => boolean {
  const start = timeOf('StartTime', query.StartTime);
  const end = timeOf('EndTime', query.EndTime);
  return (ms) => (start === null || ms >= start) && (end === null || ms <= end);
}

export const newestFirst = (a: { createdAt: number }, b: { createdAt: number }): number => b.createdAt - a.createdAt;

/** What every list call of the assets module filters by: the customer's records of the asked coin and times, newest first. */
export function customerRecords<R extends { customerId: number; coin: SeedCoin; createdAt: number }>(
  records: R[],
  customerId: number,
  query: { CoinId?: number; StartTime?: string; EndTime?: string },
): R[] {
  const inTimes = withinTimes(query);
  return records
    .filter(
      (r) =>
        r.customerId === customerId &&
        (query.CoinId === undefined || r.coin.CoinId === query.CoinId) &&
        inTimes(r.createdAt),
    )
    .sort(newestFirst);
}
