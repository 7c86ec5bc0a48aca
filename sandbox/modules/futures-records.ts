/** The futures module's records: a customer's orders, plans, kill-or-fill orders, bills and positions. */
export type FuturesSide = 1 | 2 | 3 | 4;

export interface FuturesOrder {
  OrderId: number;
  ContractId: number;
  Symbol: string;
  Side: FuturesSide;
  OrderType: 1 | 2;
  Leverage: number;
  Price: string;
  Volume: number;
  FilledVolume: number;
  AvgPrice: string;
  Margin: string;
  Fee: string;
  /** 1 open, 2 partly filled, 3 filled, 4 cancelled. */
  Status: 1 | 2 | 3 | 4;
  CreateTime: string;
  UpdateTime: string;
}

export interface FuturesPlanOrder {
  OrderId: number;
  ContractId: number;
  Symbol: string;
  Side: FuturesSide;
  Leverage: number;
  TriggerPrice: string;
  Price: string;
  Volume: number;
  /** 1 waiting, 2 triggered, 3 cancelled, 4 failed. */
  Status: 1 | 2 | 3 | 4;
  CreateTime: string;
  TriggerTime: string | null;
}

export interface FuturesKillOrFillOrder {
  OrderId: number;
  ContractId: number;
  Symbol: string;
  Side: FuturesSide;
  Leverage: number;
  Price: string;
  Volume: number;
  /** 1 waiting, 2 filled, 3 killed, 4 cancelled. */
  Status: 1 | 2 | 3 | 4;
  CreateTime: string;
  UpdateTime: string;
}

export interface FuturesBill {
  BillId: number;
  CoinId: number;
  Coin: string;
  ContractId: number | null;
  Symbol: string | null;
  BillType: 1 | 2 | 3 | 4 | 5;
  BillTradeType: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  Amount: string;
  Balance: string;
  CreateTime: string;
}

/** An open position; not listed by any call, it feeds the account's margin and unrealised PnL. */
export interface FuturesPosition {
  ContractId: number;
  long: boolean;
  volume: number;
  entryPrice: string;
  leverage: number;
  margin: string;
}

/** What an order's detail adds to the order (GetOrderDetail). */
export interface FuturesOrderExtra {
  marginMode: 'cross' | 'isolated';
  /** The trigger price of the plan that placed the order; null for an order placed directly. */
  triggerPrice: string | null;
  /** Profit or loss realised by closing a position, in USDT. */
  realisedPnl: string;
}

/** Contracts of an open order the sandbox clock fills at time `at`. */
export interface ScheduledFuturesFill {
  orderId: number;
  at: number;
  volume: number;
}

/** A plan order whose trigger price the mark price reaches at time `at`. */
export interface ScheduledFuturesTrigger {
  orderId: number;
  at: number;
}

/** One customer's futures records. */
export interface FuturesBook {
  activeOrders: FuturesOrder[];
  historyOrders: FuturesOrder[];
  activePlans: FuturesPlanOrder[];
  historyPlans: FuturesPlanOrder[];
  activeKillOrFills: FuturesKillOrFillOrder[];
  historyKillOrFills: FuturesKillOrFillOrder[];
  bills: FuturesBill[];
  positions: FuturesPosition[];
  /** By OrderId; an order without one is cross margin, placed directly, with nothing realised. */
  extras: Map<number, FuturesOrderExtra>;
  fills: ScheduledFuturesFill[];
  triggers: ScheduledFuturesTrigger[];
}
