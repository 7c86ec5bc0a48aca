// @vitest-environment node
import fc from 'fast-check';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findRoute, matchRoute, routesOn } from './route-match.ts';
import type { RouteEntry } from './site-config.schema.ts';

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,6}$/);
/** A path the schema allows: segments of letters, digits, `_` and `-`, some of them `:name`. */
const routePath = fc
  .array(
    fc.oneof(
      segment,
      segment.map((name) => `:${name}`),
    ),
    { maxLength: 4 },
  )
  .chain((segments) => fc.constantFrom(`/${segments.join('/')}`, `/${segments.join('/')}/`));
/** An address near such a path: its segments, others, other case, escapes, extra slashes. */
const pathnameNear = (path: string) =>
  fc
    .array(
      fc.oneof(
        segment,
        fc.constantFrom('', 'a%20b', '%E4%B8%AD', '%zz'),
        fc.constantFrom(...(path.split('/').filter(Boolean).length ? path.split('/').filter(Boolean) : ['x'])),
      ),
      { maxLength: 5 },
    )
    .chain((parts) =>
      fc.constantFrom(`/${parts.join('/')}`, `/${parts.join('/')}/`, `/${parts.join('/')}`.toUpperCase()),
    );

describe('matching an address against a route', () => {
  it('finds what react-router finds, with the same parameters', () => {
    fc.assert(
      fc.property(
        routePath.chain((path) => fc.tuple(fc.constant(path), pathnameNear(path))),
        ([path, pathname]) => {
          const theirs = matchPath(path, pathname);
          expect(matchRoute(path, pathname)).toEqual(theirs ? { ...theirs.params } : null);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads a parameter, ignores letter case and a trailing slash', () => {
    expect(matchRoute('/news/detail/:id', '/News/Detail/503/')).toEqual({ id: '503' });
    expect(matchRoute('/news/detail/:id', '/news/detail')).toBeNull();
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/about')).toBeNull();
  });

  it('takes the first route on in table order, skipping those whose switch is off', () => {
    const routes: RouteEntry[] = [
      { path: '/news', page: 'news', signIn: false, feature: 'news' },
      { path: '/news', page: 'notFound', signIn: false },
      { path: '/notice/list', page: 'noticeList', signIn: false, switch: 'bulletin' },
    ];
    const on = routesOn(routes, {
      features: { news: false } as never,
      switches: { bulletin: true } as never,
    });
    expect(findRoute(on, '/news')?.route.page).toBe('notFound');
    expect(findRoute(on, '/notice/list')?.route.page).toBe('noticeList');
    expect(findRoute(on, '/nowhere')).toBeUndefined();
  });
});
