import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { sandbox } from '../../tests/setup/dom.ts';
import { renderWithApp } from '../../tests/setup/render-app.tsx';
import { balanceOf } from '../../sandbox/state/balances.ts';
import { useBalance, type BalanceAccount } from './balances.ts';
import { nextTask } from '../../tests/setup/next-task.ts';

function Available({ code, account }: { code: string; account?: BalanceAccount }) {
  const balance = useBalance(code, account);
  return <p>{balance.loading ? 'loading' : `${code} ${balance.available?.toFixed() ?? 'none'}`}</p>;
}

describe('useBalance', () => {
  it('gives what a customer can spend of a coin as a decimal, and zero for a coin never held', async () => {
    renderWithApp(
      <>
        <Available code="USDT" />
        <Available code="NOPE" />
      </>,
      { signedIn: true },
    );
    const demo = sandbox.state.core.customers.list[0];
    const usdt = balanceOf(sandbox.state.core.balances, demo.UserId, 'USDT').available.toFixed();
    expect(await screen.findByText(`USDT ${usdt}`)).toBeInTheDocument();
    expect(screen.getByText('NOPE 0')).toBeInTheDocument();
    expect(sandbox.calls.get('customerAssetsGetAssets')).toBe(1);
  });

  it("gives earn what can be deposited from earn's own call, and asks nothing of the spot list", async () => {
    renderWithApp(<Available code="USDT" account="earn" />, { signedIn: true });
    const demo = sandbox.state.core.customers.list[0];
    const usdt = balanceOf(sandbox.state.core.balances, demo.UserId, 'USDT').available.toFixed();
    expect(await screen.findByText(`USDT ${usdt}`)).toBeInTheDocument();
    expect(sandbox.calls.get('financingGetUserAccountBalance')).toBe(1);
    expect(sandbox.calls.get('customerAssetsGetAssets')).toBeUndefined();
  });

  it('asks nothing while signed out', async () => {
    renderWithApp(<Available code="USDT" />);
    // Whatever its first render and effects would ask goes out within a task or two.
    await act(nextTask);
    await act(nextTask);
    expect(sandbox.calls.get('customerAssetsGetAssets')).toBeUndefined();
  });
});
