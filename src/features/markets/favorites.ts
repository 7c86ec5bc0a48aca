/**
 * The customer's favourites: spot markets (UserTransaction/GetUserTransactionList, toggled with
 * AddOrDelete) and futures contracts (account/GetMyFavorites, AddToFavorites, RemoveFavorites).
 * Nothing is asked while signed out. A star changes the cached list at once and the call follows, sent
 * so that it outlives the page (a reload right after a star keeps it); a refused call puts it back.
 */
import type { components as FuturesSchemas } from '../../../generated/futures.ts';
import { accountAddToFavorites } from '../../../generated/operations/accountAddToFavorites.ts';
import { accountGetMyFavorites } from '../../../generated/operations/accountGetMyFavorites.ts';
import { accountRemoveFavorites } from '../../../generated/operations/accountRemoveFavorites.ts';
import { userTransactionAddOrDelete } from '../../../generated/operations/userTransactionAddOrDelete.ts';
import { userTransactionGetUserTransactionList } from '../../../generated/operations/userTransactionGetUserTransactionList.ts';
import type { ApiError } from '../../api/call.ts';
import { apiQuery, useApiMutation, useApiQuery } from '../../api/query.ts';
import { reload, updateAnswer } from '../../api/query-cache.ts';
import type { Market } from '../../data/markets.ts';
import { useSignedIn } from '../../session/hooks.ts';

export type Contract = FuturesSchemas['schemas']['FuturesContract'];

export const spotFavoritesQuery = (signedIn: boolean) => ({
  ...apiQuery(userTransactionGetUserTransactionList),
  enabled: signedIn,
});
export const futuresFavoritesQuery = (signedIn: boolean) => ({ ...apiQuery(accountGetMyFavorites), enabled: signedIn });

/** What pressing a star did: done, or refused by the server (the star is back as it was). */
export type StarResult = { ok: true } | { ok: false; adding: boolean; error: ApiError };

/** Adds `item` first, or takes it out, of a cached list. */
const withItem =
  <T>(item: T, same: (a: T) => boolean, add: boolean) =>
  (list: T[] | undefined) => {
    const others = (list ?? []).filter((x) => !same(x));
    return add ? [item, ...others] : others;
  };

export function useSpotStar(market: Market) {
  const signedIn = useSignedIn();
  const favorites = useApiQuery(spotFavoritesQuery(signedIn));
  const toggle = useApiMutation(userTransactionAddOrDelete, {
    changes: [userTransactionGetUserTransactionList],
    survivesLeaving: true,
  });
  const on = favorites.data?.some((m) => m.VarietyId === market.VarietyId) ?? false;
  const same = (m: Market) => m.VarietyId === market.VarietyId;
  const press = async (): Promise<StarResult> => {
    const key = spotFavoritesQuery(true).key;
    const adding = !on;
    updateAnswer(key, withItem(market, same, adding));
    const answer = await toggle.send({ body: { VarietyId: market.VarietyId } });
    if (answer.ok) return { ok: true };
    updateAnswer(key, withItem(market, same, !adding));
    void reload([userTransactionGetUserTransactionList]);
    return { ok: false, adding, error: answer.error };
  };
  return { signedIn, on, busy: toggle.pending || favorites.data === undefined, press };
}

export function useFuturesStar(contract: Contract) {
  const signedIn = useSignedIn();
  const favorites = useApiQuery(futuresFavoritesQuery(signedIn));
  const changes = { changes: [accountGetMyFavorites], survivesLeaving: true };
  const add = useApiMutation(accountAddToFavorites, changes);
  const remove = useApiMutation(accountRemoveFavorites, changes);
  const on = favorites.data?.some((c) => c.ContractId === contract.ContractId) ?? false;
  const same = (c: Contract) => c.ContractId === contract.ContractId;
  const press = async (): Promise<StarResult> => {
    const key = futuresFavoritesQuery(true).key;
    const adding = !on;
    updateAnswer(key, withItem(contract, same, adding));
    const answer = await (adding ? add : remove).send({ body: { contractId: contract.ContractId } });
    if (answer.ok) return { ok: true };
    updateAnswer(key, withItem(contract, same, !adding));
    void reload([accountGetMyFavorites]);
    return { ok: false, adding, error: answer.error };
  };
  return { signedIn, on, busy: add.pending || remove.pending || favorites.data === undefined, press };
}
