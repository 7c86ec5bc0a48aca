/**
 * `npm run bench:refresh`: signs the demo customer in, expires its token, then fires 1,000
 * concurrent calls (GETs and POSTs with bodies) through the app's own api and session code at
 * the sandbox over HTTP. Prints how many refresh calls ran (must be 1), how many calls
 * succeeded (must be 1,000) and the time taken; exits 1 when either is off.
 */
import { JSDOM } from 'jsdom';
import { startSandboxServer } from './sandbox-server.ts';
import { keepPrinted } from './latest-figures.ts';

const port = Number(process.env.BENCH_PORT ?? 4330);
const origin = `http://localhost:${port}`;
const callCount = Number(process.env.BENCH_CALLS ?? 1000);

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: `${origin}/` });
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  location: dom.window.location,
  localStorage: dom.window.localStorage,
});

const printed = keepPrinted('One refresh for many calls (`npm run bench:refresh`)');
const { knob, stop } = await startSandboxServer(port, '.bench-no-app');
try {
  await knob('reset', {});
  const { createApiClients, installApi, api } = await import('../src/api/clients.ts');
  const { call } = await import('../src/api/call.ts');
  const { apiSession, completeSignIn, startSession } = await import('../src/session/session.ts');
  installApi(
    createApiClients(
      {
        api: `${origin}/sandbox/base`,
        futuresApi: `${origin}/sandbox/futures`,
        maintenance: `${origin}/sandbox/maintenance`,
      },
      {
        session: apiSession,
        language: () => 'en',
        clientType: () => 0,
        deviceId: () => '00000000-0000-4000-8000-0000000bench',
        timeoutMs: 60_000,
      },
    ),
  );
  startSession();
  const signIn = await call(
    api().base.POST('/api/idcm/customer/Customer/SignIn', {
      body: { Account: 'demo@example.com', Password: 'Demo1234!' },
    }),
  );
  if (!signIn.ok || !signIn.data.Token || !signIn.data.RefreshToken || !signIn.data.UserInfo)
    throw new Error('Signing the demo customer in failed');
  completeSignIn({ Token: signIn.data.Token, RefreshToken: signIn.data.RefreshToken }, signIn.data.UserInfo);
  await knob('expire-tokens', {});
  const before = (await knob('calls')) as Record<string, number>;

  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: callCount }, (_, i) =>
      i % 2 === 0
        ? call(api().base.GET('/api/idcm/customer/Customer/GetCustomerWithBaseResponse'))
        : call(
            api().base.POST('/api/idcm/customer/PersonalCenter/GetLogList', {
              body: { PageIndex: 1 + (i % 4), PageRows: 5 },
            }),
          ),
    ),
  );
  const ms = performance.now() - started;
  const after = (await knob('calls')) as Record<string, number>;
  const refreshes = (after.customerRefresh ?? 0) - (before.customerRefresh ?? 0);
  const succeeded = results.filter((r) => r.ok).length;

  console.log(`calls fired:        ${callCount}`);
  console.log(`refresh calls run:  ${refreshes} (must be 1)`);
  console.log(`calls succeeded:    ${succeeded} (must be ${callCount})`);
  console.log(`time taken:         ${ms.toFixed(0)} ms (${((callCount / ms) * 1000).toFixed(0)} calls/s)`);
  const ok = refreshes === 1 && succeeded === callCount;
  console.log(ok ? 'PASS' : 'FAIL');
  stop();
  printed.write();
  process.exit(ok ? 0 : 1);
} catch (error) {
  console.error(error);
  stop();
  process.exit(1);
}
