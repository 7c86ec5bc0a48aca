/** Records shared by every module: customers, sessions, balances, codes, login QR codes. */
import { createBalanceStore, credit, type BalanceStore } from './balances.ts';
import { createCodeStore, type CodeStore } from './verification-codes.ts';
import { createCustomerStore, type CustomerStore } from './customers.ts';
import { createLoginQrStore, type LoginQrStore } from './login-qr.ts';
import { createSessionStore, type SessionStore } from './sessions.ts';

export interface CoreState {
  customers: CustomerStore;
  sessions: SessionStore;
  /** Spot-account balances. */
  balances: BalanceStore;
  /** Futures-account balances; Transfer/AddTransfer moves coins between the two. */
  contractBalances: BalanceStore;
  codes: CodeStore;
  loginQr: LoginQrStore;
}

const demoBalances: [string, string][] = [
  ['BTC', '0.52310000'],
  ['ETH', '4.20000000'],
  ['USDT', '12500.0000'],
  ['BNB', '10.50000000'],
  ['SOL', '35.00000000'],
  ['XRP', '2500.000000'],
  ['DOGE', '15000.000000'],
  ['USDC', '800.0000'],
];

export function createCoreState(): CoreState {
  const customers = createCustomerStore();
  const balances = createBalanceStore();
  const demoId = customers.list[0].UserId;
  for (const [coin, amount] of demoBalances) credit(balances, demoId, coin, amount);
  return {
    customers,
    sessions: createSessionStore(),
    balances,
    contractBalances: (() => {
      const contract = createBalanceStore();
      credit(contract, demoId, 'USDT', '2000.0000');
      return contract;
    })(),
    codes: createCodeStore(),
    loginQr: createLoginQrStore(),
  };
}
