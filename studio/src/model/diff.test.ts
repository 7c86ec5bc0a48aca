import { describe, expect, it } from 'vitest';
import { diffConfigs } from './diff.ts';

describe('the diff against the file on disk', () => {
  it('names each changed, added and removed key by its path', () => {
    const before = { brand: { colors: { primary: '#1d4ed8' } }, chat: { provider: 'crisp', id: 'a' } };
    const after = { brand: { colors: { primary: '#7c3aed' } }, monitoring: { endpoint: '/r' } };
    expect(diffConfigs(before, after)).toEqual([
      { path: 'brand.colors.primary', kind: 'changed', before: '#1d4ed8', after: '#7c3aed' },
      { path: 'chat', kind: 'removed', before: { provider: 'crisp', id: 'a' } },
      { path: 'monitoring', kind: 'added', after: { endpoint: '/r' } },
    ]);
  });

  it('compares lists of one length item by item, and a list that changed length as a whole', () => {
    expect(diffConfigs({ nav: ['a', 'b', 'c'] }, { nav: ['a', 'c', 'b'] }).map((c) => c.path)).toEqual([
      'nav[1]',
      'nav[2]',
    ]);
    expect(diffConfigs({ nav: ['a', 'b'] }, { nav: ['a'] })).toEqual([
      { path: 'nav', kind: 'changed', before: ['a', 'b'], after: ['a'] },
    ]);
  });

  it('makes a home section moved one row, in places, however many sections it shifted', () => {
    const sections = [
      { id: 'banner', on: true },
      { id: 'features', on: true },
      { id: 'marketTrend', on: true },
      { id: 'startUse', on: false },
    ];
    const moved = [sections[2], sections[0], sections[1], { ...sections[3], on: true }];
    expect(diffConfigs({ home: { sections } }, { home: { sections: moved } })).toEqual([
      { path: 'home.sections[0]', kind: 'moved', what: 'Market trend', before: '3rd', after: '1st' },
      { path: 'home.sections[3].on', kind: 'changed', what: 'Start use › on', before: false, after: true },
    ]);
  });

  it('makes a renamed route one row, and names the routes added or removed beside it', () => {
    const routes = [
      { path: '/', page: 'home', signIn: false },
      { path: '/help', page: 'help', signIn: false },
      { path: '/news', page: 'news', signIn: false },
    ];
    const edited = [
      routes[0],
      { ...routes[1], path: '/support', signIn: true },
      { path: '/faq', page: 'faq', signIn: false },
    ];
    expect(diffConfigs({ routes }, { routes: edited })).toEqual([
      { path: 'routes[1].path', kind: 'renamed', what: 'Route /help', before: '/help', after: '/support' },
      { path: 'routes[1].signIn', kind: 'changed', what: 'Route /support › signIn', before: false, after: true },
      { path: 'routes[2]', kind: 'removed', what: 'Route /news', before: routes[2] },
      { path: 'routes[2]', kind: 'added', what: 'Route /faq', after: edited[2] },
    ]);
  });

  it('finds nothing between equal configs whatever their key order', () => {
    expect(diffConfigs({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
  });
});
