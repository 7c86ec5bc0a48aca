import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { currencyExchangeRateGetExchangeRateList, customerGetCustomerWithBaseResponse, helpCenterGetHelpCenterCategoryShowList, personalCenterGetLogList } from '../../generated/operations.ts';
import { logged, sandbox } from '../../tests/setup/dom.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { apiQuery, contentData, keepPreviousPage, pollEvery, publicData } from './query.ts';
import { forgetCustomerData, queryClient } from './query-client.ts';

const calls = (operationId: string) => sandbox.calls.get(operationId) ?? 0;

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // The browser's event bubbles from the document to the window, where the query cache listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => setVisibility('visible'));

function Currencies({ label, interval }: { label: string; interval?: number }) {
  const fiats = useQuery({ ...apiQuery(currencyExchangeRateGetExchangeRateList), ...publicData, ...(interval ? pollEvery(interval) : {}) });
  return <p>{fiats.data ? `${label}: ${fiats.data.length} currencies` : `${label}: loading`}</p>;
}

function Customer() {
  const user = useQuery(apiQuery(customerGetCustomerWithBaseResponse));
  return <p>{user.data ? `customer ${user.data.Email}` : user.isError ? 'customer failed' : 'customer loading'}</p>;
}

function HelpCategories() {
  const categories = useQuery({ ...apiQuery(helpCenterGetHelpCenterCategoryShowList, { body: { languageCode: 'en' } }), ...contentData });
  return <p>{categories.data ? `${categories.data.length} help categories` : 'help loading'}</p>;
}

describe('the query cache', () => {
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

  it('polls while the tab is shown, pauses while it is hidden, and stops when the component goes', async () => {
    const view = renderWithApp(<Currencies label="prices" interval={40} />);
    await waitFor(() => expect(calls('currencyExchangeRateGetExchangeRateList')).toBeGreaterThanOrEqual(3));
    setVisibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 60));
    const whileHidden = calls('currencyExchangeRateGetExchangeRateList');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(whileHidden);
    setVisibility('visible');
    await waitFor(() => expect(calls('currencyExchangeRateGetExchangeRateList')).toBeGreaterThan(whileHidden + 1));
    view.unmount();
    await new Promise((resolve) => setTimeout(resolve, 60));
    const afterUnmount = calls('currencyExchangeRateGetExchangeRateList');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls('currencyExchangeRateGetExchangeRateList')).toBe(afterUnmount);
  });

  it("keeps the previous page on screen while the next one loads", async () => {
    function LoginPages() {
      const [page, setPage] = useState(1);
      const log = useQuery({ ...apiQuery(personalCenterGetLogList, { body: { PageIndex: page, PageRows: 1 } }), ...keepPreviousPage });
      return (
        <>
          <p>{log.data ? `showing page ${log.data.PageIndex}${log.isPlaceholderData ? ' (next loading)' : ''}` : 'loading'}</p>
          <button type="button" onClick={() => setPage((p) => p + 1)}>
            next
          </button>
        </>
      );
    }
    renderWithApp(<LoginPages />, { signedIn: true });
    expect(await screen.findByText('showing page 1')).toBeInTheDocument();
    sandbox.knobs.latency = { ms: 300, operationId: 'personalCenterGetLogList' };
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByText('showing page 1 (next loading)')).toBeInTheDocument();
    expect(await screen.findByText('showing page 2')).toBeInTheDocument();
  });

  it("reloads the customer's data when the tab regains focus, and not static content", async () => {
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
    setVisibility('hidden');
    setVisibility('visible');
    await waitFor(() => expect(calls('customerGetCustomerWithBaseResponse')).toBe(2));
    expect(calls('helpCenterGetHelpCenterCategoryShowList')).toBe(1);
  });

  it('keeps a failed load retryable', async () => {
    sandbox.knobs.forcedCodes.set('customerGetCustomerWithBaseResponse', { code: 77001, msg: 'Sandbox answer', remaining: 1 });
    function RetryableCustomer() {
      const user = useQuery(apiQuery(customerGetCustomerWithBaseResponse));
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
    expect(logged.map((entry) => entry.message)).toEqual(['call /sandbox/base/api/idcm/customer/Customer/GetCustomerWithBaseResponse failed']);
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
    act(() => forgetCustomerData());
    const cached = queryClient.getQueryCache().getAll().map((query) => query.queryKey[0]);
    expect(cached).toEqual(['currencyExchangeRateGetExchangeRateList']);
    expect(JSON.stringify(queryClient.getQueryCache().getAll().map((q) => q.state.data))).not.toContain('demo@example.com');
  });

  it('sends the call in the language the key names', async () => {
    const fetches = vi.spyOn(globalThis, 'fetch');
    renderWithApp(<HelpCategories />);
    await screen.findByText(/\d+ help categories/);
    const key = queryClient.getQueryCache().getAll()[0].queryKey;
    const sent = (fetches.mock.calls[0][0] as Request).headers.get('LanguageCode');
    expect(key.at(-1)).toBe(sent);
    fetches.mockRestore();
  });
});
