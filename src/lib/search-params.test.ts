// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  keysSet,
  queryText,
  readSearch,
  searchParam,
  writeSearch,
  type SearchValues,
} from './search-params';

const records = {
  tab: searchParam.oneOf(['open', 'history'], 'open'),
  coin: searchParam.text(),
  from: searchParam.day(),
  to: searchParam.day({ notBefore: 'from' }),
  sort: searchParam.sort(['time', 'amount']),
  page: searchParam.page(),
};
const defaults: SearchValues<typeof records> = { tab: 'open', coin: '', from: '', to: '', sort: null, page: 1 };
const read = (query: string) => readSearch(records, new URLSearchParams(query));

describe('reading the view from the query', () => {
  it('gives every default for an empty query', () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads each kind of value', () => {
    expect(read('tab=history&coin=%20BTC%20&from=2026-11-01&to=2026-11-23&sort=amount:desc&page=3')).toEqual({
      tab: 'history',
      coin: 'BTC',
      from: '2026-11-01',
      to: '2026-11-23',
      sort: { column: 'amount', direction: 'desc' },
      page: 3,
    });
  });

  it.each([
    ['tab=closed', 'tab'],
    ['tab=constructor', 'tab'],
    ['page=0', 'page'],
    ['page=-2', 'page'],
    ['page=1.5', 'page'],
    ['page=1e3', 'page'],
    ['page=0x10', 'page'],
    ['page=%202', 'page'],
    ['page=99999999999999999999', 'page'],
    ['from=2026-02-30', 'from'],
    ['from=2026-1-5', 'from'],
    ['from=yesterday', 'from'],
    ['sort=fee:asc', 'sort'],
    ['sort=amount:sideways', 'sort'],
    [`coin=${'x'.repeat(101)}`, 'coin'],
    ['coin=bt%00c', 'coin'],
    ['coin=a%0Ab', 'coin'],
  ])('falls back to the default for %s', (query, key) => {
    expect(read(query)[key as keyof typeof defaults]).toEqual(defaults[key as keyof typeof defaults]);
  });

  it('keeps markup typed into a search as plain text', () => {
    expect(read('coin=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E').coin).toBe('<img src=x onerror=alert(1)>');
  });

  it('drops a date range whose first day is after its last', () => {
    expect(read('from=2026-11-23&to=2026-11-01')).toMatchObject({ from: '', to: '' });
    expect(read('from=2026-11-23&to=2026-11-23')).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
  });

  it('uses the first of repeated keys', () => {
    expect(read('page=2&page=5').page).toBe(2);
  });
});

describe('writing the view to the query', () => {
  it('leaves out the keys at their default and keeps keys it does not describe', () => {
    const query = writeSearch(records, new URLSearchParams('lang=fr&page=4&tab=bogus'), {
      ...defaults,
      coin: 'ETH',
      sort: { column: 'time', direction: 'asc' },
    });
    expect(queryText(query)).toBe('lang=fr&coin=ETH&sort=time:asc');
  });

  it('never writes a value it could not read back', () => {
    const query = writeSearch(records, new URLSearchParams(), {
      ...defaults,
      page: -3,
      from: '2026-02-30',
      coin: 'a\u0000b',
    });
    expect(query.toString()).toBe('');
  });

  it('keeps a colon readable and every other special character encoded', () => {
    expect(queryText(new URLSearchParams({ sort: 'time:desc', q: 'a&b=c d' }))).toBe('sort=time:desc&q=a%26b%3Dc+d');
  });

  it('lists the keys set away from their default', () => {
    expect(keysSet(records, { ...defaults, coin: 'BTC', page: 2 })).toEqual(['coin', 'page']);
    expect(keysSet(records, { ...defaults, coin: 'BTC', page: 2 }, ['from', 'to'])).toEqual([]);
  });
});

describe('changing the view', () => {
  it('goes back to page 1 when a filter, the tab or the sort changes', () => {
    const on3 = { ...defaults, page: 3 };
    expect(applyChanges(records, on3, { coin: 'BTC' })?.values.page).toBe(1);
    expect(applyChanges(records, on3, { tab: 'history' })?.values.page).toBe(1);
    expect(applyChanges(records, on3, { sort: { column: 'time', direction: 'asc' } })?.values.page).toBe(1);
  });

  it('keeps the page it is given', () => {
    expect(applyChanges(records, defaults, { page: 4 })).toEqual({ values: { ...defaults, page: 4 }, history: 'push' });
  });

  it('changes several keys at once', () => {
    expect(applyChanges(records, defaults, { from: '2026-11-01', to: '2026-11-23' })?.values).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-23',
    });
  });

  it('replaces the history entry for typing and pushes one for anything else', () => {
    expect(applyChanges(records, { ...defaults, page: 2 }, { coin: 'BT' })?.history).toBe('replace');
    expect(applyChanges(records, defaults, { coin: 'BT', tab: 'history' })?.history).toBe('push');
    expect(applyChanges(records, defaults, { from: '2026-11-01' })?.history).toBe('push');
    expect(applyChanges(records, defaults, { page: 2 })?.history).toBe('push');
  });

  it('changes nothing when the values are the same', () => {
    expect(applyChanges(records, { ...defaults, coin: 'BTC', page: 2 }, { coin: ' BTC ' })).toBeNull();
    expect(applyChanges(records, defaults, { sort: null })).toBeNull();
  });
});
