/** The address book's changes: saving an address (confirmed with the PIN or Google code) and removing one. */
import { coinUserAddressAdd } from '../../../generated/operations/coinUserAddressAdd.ts';
import { coinUserAddressDisableCoinAddress } from '../../../generated/operations/coinUserAddressDisableCoinAddress.ts';
import type { RefusalTable } from '../../money-action/outcome.ts';
import type { SavedAddress } from './withdraw-api.ts';
import { pagePath } from '../../config/page-paths.ts';

export const addAddress = coinUserAddressAdd;
export const removeAddress = coinUserAddressDisableCoinAddress;

/** Where the address book's records are: the book itself, which an unknown outcome reloads. */
export const addressBookHref = (): string => pagePath('assetsAddressBook');

/** Where a refusal of a new address lands. */
export const addRefusals: RefusalTable<'address'> = {
  elsewhere: 'form',
  codes: {
    '30012': { field: 'address', id: 'assets.withdraw.error.addressFormat' },
    '30016': { field: 'address', id: 'assets.book.error.saved' },
    '20003': { field: 'pin', id: 'assets.withdraw.error.pinWrong' },
    '20001': { field: 'googleCode', id: 'assets.book.error.googleWrong' },
  },
};

/** A removal's refusals show in its review. */
export const removeRefusals: RefusalTable = { elsewhere: 'review', codes: {} };

/** The saved addresses whose label, coin, network or address holds the search, by coin code in order. */
export function groupedByCoin(addresses: readonly SavedAddress[], search: string): [string, SavedAddress[]][] {
  const needle = search.trim().toLowerCase();
  const groups = new Map<string, SavedAddress[]>();
  for (const a of addresses) {
    if (needle && ![a.Label, a.Code, a.Chain, a.Address].some((text) => text.toLowerCase().includes(needle))) continue;
    groups.set(a.Code, [...(groups.get(a.Code) ?? []), a]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
