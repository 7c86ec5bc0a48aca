/** Which rows a /markets list shows: those matching the search (by symbol or coin name), sorted by decimal keys. */
import { toDecimal, type Decimal } from '../../lib/decimal.ts';

/** Letters and digits only, in capitals: "btc/usdt", "BTC USDT" and "btcusdt" all read BTCUSDT. */
const plain = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();

/** Whether a market matches a search: its symbol, its base coin's code or its coin's full name contains the text. */
export function matchesSearch(search: string, symbol: string, coinName: string | undefined): boolean {
  const wanted = plain(search);
  if (wanted === '') return true;
  return plain(symbol).includes(wanted) || (coinName !== undefined && plain(coinName).includes(wanted));
}

/** A decimal string from the server as a sort key. */
export const keyOfText = (value: string | undefined): Decimal | null => toDecimal(value);
