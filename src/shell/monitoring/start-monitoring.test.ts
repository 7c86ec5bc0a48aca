import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxErrorReports, startMonitoring } from './start-monitoring.ts';

const endpoint = 'https://collect.example/reports';

function beacons() {
  const sent: unknown[] = [];
  vi.stubGlobal('navigator', {
    ...navigator,
    sendBeacon: (url: string, body: string) => {
      expect(url).toBe(endpoint);
      sent.push(JSON.parse(body));
      return true;
    },
  });
  return sent;
}

const throwUncaught = (error: unknown) => dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));

let stop = () => {};
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
});

describe('startMonitoring', () => {
  it('reports the errors kept before it loaded, then each new one once, named by page id', () => {
    const sent = beacons();
    stop = startMonitoring({
      endpoint,
      pageOf: (pathname) => (pathname === '/markets' ? 'markets' : 'notFound'),
      earlyErrors: [{ type: 'rejection', thrown: new Error('early for bo@mail.example'), pathname: '/markets' }],
    });
    const later = () => new TypeError('later');
    throwUncaught(later());
    throwUncaught(later());
    expect(sent).toMatchObject([
      { type: 'rejection', page: 'markets', name: 'Error', message: 'early for [email]' },
      { type: 'error', page: 'notFound', name: 'TypeError', message: 'later' },
    ]);
  });

  it(`sends at most ${maxErrorReports} error reports in a visit`, () => {
    const sent = beacons();
    stop = startMonitoring({ endpoint, pageOf: () => 'home' });
    for (let i = 0; i < maxErrorReports + 10; i++) throwUncaught(new Error(`failure ${'x'.repeat(i)}`));
    expect(sent).toHaveLength(maxErrorReports);
  });
});
