import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router';
import { englishMessages } from '../../tests/setup/render-app.tsx';
import { useLeaveGuard } from './use-leave-guard.tsx';

function Form({ dirty }: { dirty: boolean }) {
  const [amount, setAmount] = useState(dirty ? '1.5' : '');
  const guard = useLeaveGuard(amount !== '');
  return (
    <>
      <h1>Withdraw</h1>
      <label>
        Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <Link to="/records">Records</Link>
      <a href="#main">Skip to content</a>
      {guard}
    </>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderAt = (path: string, dirty: boolean) => {
  window.history.replaceState(null, '', path);
  return render(
    <IntlProvider locale="en" messages={englishMessages}>
      <BrowserRouter>
        <Where />
        <Routes>
          <Route path="/start" element={<Link to="/withdraw">Withdraw</Link>} />
          <Route path="/withdraw" element={<Form dirty={dirty} />} />
          <Route path="/records" element={<h1>Records</h1>} />
        </Routes>
      </BrowserRouter>
    </IntlProvider>,
  );
};

const where = () => screen.getByTestId('where').textContent;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useLeaveGuard', () => {
  it('lets a link go when nothing is typed', async () => {
    renderAt('/withdraw', false);
    await userEvent.click(screen.getByRole('link', { name: 'Records' }));
    expect(where()).toBe('/records');
  });

  it('asks before a link leaves a half-filled form, and stays when told', async () => {
    renderAt('/withdraw', true);
    await userEvent.click(screen.getByRole('link', { name: 'Records' }));
    expect(screen.getByRole('dialog', { name: 'Leave this page?' })).toBeInTheDocument();
    expect(where()).toBe('/withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(where()).toBe('/withdraw');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves by the link when the customer says so', async () => {
    renderAt('/withdraw', true);
    await userEvent.click(screen.getByRole('link', { name: 'Records' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(where()).toBe('/records');
  });

  it('holds the back button on a half-filled form until the customer chooses', async () => {
    renderAt('/start', false);
    await userEvent.click(screen.getByRole('link', { name: 'Withdraw' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '2');
    act(() => window.history.back());
    await screen.findByRole('dialog', { name: 'Leave this page?' });
    await waitFor(() => expect(window.location.pathname).toBe('/withdraw'));
    expect(where()).toBe('/withdraw');
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where()).toBe('/start'));
  });

  it('lets a link within the page (the skip link) go without asking', async () => {
    renderAt('/withdraw', true);
    await userEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/withdraw');
  });

  it('asks the browser before the tab closes or reloads', () => {
    renderAt('/withdraw', true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
