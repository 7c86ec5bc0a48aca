import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useState } from 'react';
import { currencyExchangeRateGetExchangeRateList } from '../../generated/operations/currencyExchangeRateGetExchangeRateList.ts';
import { customerGetCustomerWithBaseResponse } from '../../generated/operations/customerGetCustomerWithBaseResponse.ts';
import { helpCenterGetHelpCenterCategoryShowList } from '../../generated/operations/helpCenterGetHelpCenterCategoryShowList.ts';
import { personalCenterGetLogList } from '../../generated/operations/personalCenterGetLogList.ts';
import { http } from 'msw';
import { holdAnswers, logged, sandbox, server } from '../../tests/setup/dom.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import {
  apiQuery,
  contentData,
  fetchAnswer,
  keepPreviousPage,
  pollEvery,
  pollUntil,
  publicData,
  useApiQuery,
} from './query.ts';
import { cachedKeys, forgetCustomerData, reload, updateAnswer } from './query-cache.ts';

const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // The browser's event bubbles from the document to the window, where the query cache listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => setVisibility('visible'));

function Currencies({ label, interval }: { label: string; interval?: number }) {
  const fiats = useApiQuery({
    ...apiQuery(currencyExchangeRateGetExchangeRateList),
    ...publicData,
    ...(interval ? pollEvery(interval) : {}),
  });
  return <p>{fiats.data ? `${label}: ${fiats.data.length} currencies` : `${label}: loading`}</p>;
}

function Customer() {
  const user = useApiQuery(apiQuery(customerGetCustomerWithBaseResponse));
  return <p>{user.data ? `customer ${user.data.Email}` : user.isError ? 'customer failed' : 'customer loading'}</p>;
}

function HelpCategories() {
  const categories = useApiQuery({
    ...apiQuery(helpCenterGetHelpCenterCategoryShowList, { body: { languageCode: 'en' } }),
    ...contentData,
  });
  return <p>{categories.data ? `${categories.data.length} help categories` : 'help loading'}</p>;
}

describe('the query cache', () => {
  it('starts a load in a task after the one that mounted its component, so a list of rows never starts all its calls in one long task', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    const asked = () =>
      fetches.mock.calls.filter(([request]) =>
        (request instanceof Request ? request.url : String(request)).includes('GetExchangeRateList'),
      ).length;
    renderWithApp(<Currencies label="prices" />);
    // Everything the mounting task queued runs first: its promise callbacks, however many.
    for (let i = 0; i < 100; i++) await Promise.resolve();
    expect(asked()).toBe(0);
    expect(await screen.findByText(/prices: \d+ currencies/)).toBeInTheDocument();
    expect(asked()).toBe(1);
    fetches.mockRestore();
  });

  it('makes one request for identical calls several components make at the same time', async () => {
    renderWithApp(
      <>
        <Currencies label="header" />
        <Currencies label="page" />
        <Currencies label="footer" />
      </>,
    );
    expect(await screen.findByText(/header: \d+ currencies/)).toBeInTheDocument();
    expect(screen.getByText(/page: \d+ currencies/)).toBeInTheDocument();
    expect(screen.getByText(/footer: \d+ currencies/)).toBeInTheDocument();
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(1);
  });

  describe('one call for an answer asked for twice at once', () => {
    const rates = () => ({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
    const helpCategories = () => ({
      ...apiQuery(helpCenterGetHelpCenterCategoryShowList, { body: { languageCode: 'en' } }),
      ...contentData,
    });
    let releaseAll = () => {};
    afterEach(() => releaseAll());
    /** Holds back the answers of the calls `path` matches until released; counts the requests. */
    function hold(path: RegExp) {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const held = { requests: 0, release };
      releaseAll = release;
      server.use(
        http.all(path, async () => {
          held.requests += 1;
          await released;
          // Nothing returned: the sandbox answers.
        }),
      );
      return held;
    }

    it('a component shares the call start-up made', async () => {
      const held = hold(/GetExchangeRateList/);
      const answer = fetchAnswer(rates());
      renderWithApp(<Currencies label="page" />);
      await waitFor(() => expect(held.requests).toBe(1));
      held.release();
      expect((await answer).length).toBeGreaterThan(0);
      expect(await screen.findByText(/page: \d+ currencies/)).toBeInTheDocument();
      expect(held.requests).toBe(1);
    });

    it("start-up shares the call a component made for content (a page's record and its description)", async () => {
      const held = hold(/GetHelpCenterCategoryShowList/);
      renderWithApp(<HelpCategories />);
      await waitFor(() => expect(held.requests).toBe(1));
      const answer = fetchAnswer(helpCategories());
      held.release();
      expect((await answer).length).toBeGreaterThan(0);
      expect(await screen.findByText(/\d+ help categories/)).toBeInTheDocument();
      expect(held.requests).toBe(1);
    });

    it("a reload after a change asks anew while a load of the customer's data is on its way", async () => {
      const held = hold(/GetCustomerWithBaseResponse/);
      renderWithApp(<Customer />, { signedIn: true });
      await waitFor(() => expect(held.requests).toBe(1));
      const reloaded = reload([customerGetCustomerWithBaseResponse]);
      await waitFor(() => expect(held.requests).toBe(2));
      held.release();
      await reloaded;
      expect(await screen.findByText(/^customer /)).toBeInTheDocument();
    });
  });

  it('answers start-up from the cache for content a component has already loaded', async () => {
    renderWithApp(<HelpCategories />);
    expect(await screen.findByText(/\d+ help categories/)).toBeInTheDocument();
    const categories = await fetchAnswer({
      ...apiQuery(helpCenterGetHelpCenterCategoryShowList, { body: { languageCode: 'en' } }),
      ...contentData,
    });
    expect(categories.length).toBeGreaterThan(0);
    expect(calls('helpCenterGetHelpCenterCategoryShowList')).toBe(1);
  });

  it('polls while the tab is shown, pauses while it is hidden, and stops when the component goes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const every = 3_000;
    const polled = () => calls('currencyExchangeRateGetExchangeRateList');
    const view = renderWithApp(<Currencies label="prices" interval={every} />);
    await screen.findByText(/prices: \d+ currencies/);
    await vi.advanceTimersByTimeAsync(every * 2 + 100);
    await waitFor(() => expect(polled()).toBe(3));
    setVisibility('hidden');
    await vi.advanceTimersByTimeAsync(every * 3);
    expect(polled()).toBe(3);
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(every + 100);
    await waitFor(() => expect(polled()).toBeGreaterThan(3));
    const beforeUnmount = polled();
    view.unmount();
    await vi.advanceTimersByTimeAsync(every * 3);
    expect(polled()).toBe(beforeUnmount);
    vi.useRealTimers();
  });

  it('polls until an answer is final, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const every = 3_000;
    const polled = () => calls('currencyExchangeRateGetExchangeRateList');
    // The third answer is final: the sandbox has answered three calls when it comes.
    function UntilThird() {
      const fiats = useApiQuery({
        ...apiQuery(currencyExchangeRateGetExchangeRateList),
        ...publicData,
        ...pollUntil(every, (_rates: unknown[]) => polled() >= 3),
      });
      return <p>{fiats.data ? 'rates shown' : 'rates loading'}</p>;
    }
    renderWithApp(<UntilThird />);
    await screen.findByText('rates shown');
    await vi.advanceTimersByTimeAsync(every * 5 + 100);
    await waitFor(() => expect(polled()).toBe(3));
    await vi.advanceTimersByTimeAsync(every * 3);
    expect(polled()).toBe(3);
    vi.useRealTimers();
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    function LoginPages() {
      const [page, setPage] = useState(1);
      const log = useApiQuery({
        ...apiQuery(personalCenterGetLogList, { body: { PageIndex: page, PageRows: 1 } }),
        ...keepPreviousPage,
      });
      return (
        <>
          <p>
            {log.data
              ? `showing page ${log.data.PageIndex}${log.isPlaceholderData ? ' (next loading)' : ''}`
              : 'loading'}
          </p>
          <button type="button" onClick={() => setPage((p) => p + 1)}>
            next
          </button>
        </>
      );
    }
    renderWithApp(<LoginPages />, { signedIn: true });
    expect(await screen.findByText('showing page 1')).toBeInTheDocument();
    const release = holdAnswers('personalCenterGetLogList');
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('showing page 1 (next loading)')).toBeInTheDocument();
    release();
    expect(await screen.findByText('showing page 2')).toBeInTheDocument();
  });

  it("reloads the customer's data when the tab regains focus, and not static content", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithApp(
      <>
        <Customer />
        <HelpCategories />
      </>,
      { signedIn: true },
    );
    expect(await screen.findByText('customer demo@example.com')).toBeInTheDocument();
    expect(await screen.findByText(/\d+ help categories/)).toBeInTheDocument();
    expect(calls('customerGetCustomerWithBaseResponse')).toBe(1);
    // Focus reloads at most every five seconds: come back later than that.
    await vi.advanceTimersByTimeAsync(6_000);
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(10);
    await waitFor(() => expect(calls('customerGetCustomerWithBaseResponse')).toBe(2));
    expect(calls('helpCenterGetHelpCenterCategoryShowList')).toBe(1);
    vi.useRealTimers();
  });

  it('keeps a failed load retryable', async () => {
    sandbox.knobs.forcedCodes.set('customerGetCustomerWithBaseResponse', {
      code: 77001,
      msg: 'Sandbox answer',
      remaining: 1,
    });
    function RetryableCustomer() {
      const user = useApiQuery(apiQuery(customerGetCustomerWithBaseResponse));
      return user.isError ? (
        <button type="button" onClick={() => void user.refetch()}>
          retry
        </button>
      ) : (
        <p>{user.data ? `customer ${user.data.Email}` : 'loading'}</p>
      );
    }
    renderWithApp(<RetryableCustomer />, { signedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('customer demo@example.com')).toBeInTheDocument();
    expect(logged.map((entry) => entry.message)).toEqual([
      'call /sandbox/base/api/idcm/customer/Customer/GetCustomerWithBaseResponse failed',
    ]);
  });

  it("forgets every answer of the customer's at sign-out, and keeps public data", async () => {
    renderWithApp(
      <>
        <Customer />
        <Currencies label="header" />
      </>,
      { signedIn: true },
    );
    await screen.findByText('customer demo@example.com');
    await screen.findByText(/header: \d+ currencies/);
    expect(
      cachedKeys()
        .map((key) => key[0])
        .sort(),
    ).toEqual(['currencyExchangeRateGetExchangeRateList', 'customerGetCustomerWithBaseResponse']);
    act(() => forgetCustomerData());
    expect(cachedKeys().map((key) => key[0])).toEqual(['currencyExchangeRateGetExchangeRateList']);
  });

  it('changes a cached answer from its current value without asking the server', async () => {
    renderWithApp(<Currencies label="Rates" />);
    expect(await screen.findByText('Rates: 8 currencies')).toBeInTheDocument();
    const key = { ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData }.key;
    act(() =>
      updateAnswer<{ Code: string }[]>([key[0], key[1], key[2], 'public'], (current) =>
        current?.filter((fiat) => fiat.Code !== 'NGN'),
      ),
    );
    expect(await screen.findByText('Rates: 7 currencies')).toBeInTheDocument();
    act(() => updateAnswer<{ Code: string }[]>([key[0], key[1], key[2], 'public'], (current) => current?.slice(0, 2)));
    expect(await screen.findByText('Rates: 2 currencies')).toBeInTheDocument();
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(1);
  });

  it('asks nothing while paused, asks at once when it resumes, and shows a cached answer while paused', async () => {
    function PausedRates() {
      const [paused, setPaused] = useState(true);
      const fiats = useApiQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData, paused });
      return (
        <>
          <button onClick={() => setPaused((p) => !p)}>{paused ? 'resume' : 'pause'}</button>
          <p>{fiats.data ? `${fiats.data.length} currencies` : 'waiting'}</p>
        </>
      );
    }
    renderWithApp(<PausedRates />);
    await act(() => new Promise((done) => setTimeout(done)));
    await act(() => new Promise((done) => setTimeout(done)));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'resume' }));
    expect(await screen.findByText('8 currencies')).toBeInTheDocument();
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'pause' }));
    expect(screen.getByText('8 currencies')).toBeInTheDocument();
  });

  it('asks once when several components showing the same paused query resume together', async () => {
    function PausedRates({ paused }: { paused: boolean }) {
      const fiats = useApiQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData, paused });
      return <p>{fiats.data ? `${fiats.data.length} currencies` : 'waiting'}</p>;
    }
    function Row() {
      const [paused, setPaused] = useState(true);
      return (
        <>
          <button onClick={() => setPaused(false)}>resume</button>
          {[1, 2, 3, 4].map((cell) => (
            <PausedRates key={cell} paused={paused} />
          ))}
        </>
      );
    }
    renderWithApp(<Row />);
    await act(() => new Promise((done) => setTimeout(done)));
    await act(() => new Promise((done) => setTimeout(done)));
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'resume' }));
    expect(await screen.findAllByText('8 currencies')).toHaveLength(4);
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(1);
  });

  it('sends the call in the language the key names', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<HelpCategories />);
    await screen.findByText(/\d+ help categories/);
    const [key] = cachedKeys();
    const sent = (fetches.mock.calls[0][0] as Request).headers.get('LanguageCode');
    expect(key[2]).toBe(sent);
    fetches.mockRestore();
  });

  describe('redraws a component for what it shows', () => {
    /** Shows the rates, and whether a call is under way when `showsAsking`. */
    function Rates({ showsAsking }: { showsAsking: boolean }) {
      const rates = useApiQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData });
      return (
        <>
          <p>{rates.data ? `${rates.data.length} currencies` : 'rates loading'}</p>
          {showsAsking && <p>{rates.isFetching ? 'asking' : 'not asking'}</p>}
        </>
      );
    }

    /** Renders `Rates`, waits for its answer, asks again for the same answer, and counts the redraws that brought. */
    const redrawsOfAReload = async (showsAsking: boolean) => {
      let redraws = 0;
      renderWithApp(
        <Profiler id="rates" onRender={() => redraws++}>
          <Rates showsAsking={showsAsking} />
        </Profiler>,
      );
      await screen.findByText(/\d+ currencies/);
      const before = redraws;
      const asked = calls('currencyExchangeRateGetExchangeRateList');
      await act(() => reload([currencyExchangeRateGetExchangeRateList]));
      expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(asked + 1);
      return redraws - before;
    };

    it('a reload that brings the same answer leaves a component that shows only the answer as it is', async () => {
      expect(await redrawsOfAReload(false)).toBe(0);
    });

    it('a component that shows the call under way is redrawn as it starts and ends', async () => {
      expect(await redrawsOfAReload(true)).toBeGreaterThan(0);
      expect(screen.getByText('not asking')).toBeInTheDocument();
    });
  });
});
