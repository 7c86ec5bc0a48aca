// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PaymentChannel, PaymentPair } from './payment-api.ts';
import { bestFirst, isQuote, otherAmount, quoteChannel } from './payment-quote.ts';

const pair: PaymentPair = {
  CoinCode: 'USDT',
  FiatCode: 'NGN',
  Providers: ['klicklPay', 'pivotPay'],
  BuyEnabled: true,
  SellEnabled: true,
  MinFiatAmount: '5000',
  MaxFiatAmount: '10000000',
  BuyPrice: '1601.36',
  SellPrice: '1569.65',
  CoinPrecision: 4,
  FiatPrecision: 2,
};

const channel = (over: Partial<PaymentChannel>): PaymentChannel => ({
  PayMethodId: 101,
  Name: 'KlicklPay · Bank card',
  Provider: 'klicklPay',
  PayType: 'card',
  Side: 'buy',
  FiatCode: 'NGN',
  Coins: ['USDT', 'BTC'],
  FeeRate: '0.025',
  FixedFee: '100',
  MinAmount: '5000',
  MaxAmount: '2000000',
  ArrivalMinutes: 5,
  DailyLimit: '500000',
  VerifiedDailyLimit: '5000000',
  ...over,
});

describe('otherAmount', () => {
  it('cuts coin down at the pair precision and rounds the fiat a buyer pays up', () => {
    expect(otherAmount(pair, 'buy', 'fiat', '100000')).toBe('62.4469');
    expect(otherAmount(pair, 'buy', 'coin', '0.00001')).toBe('0.02');
    expect(otherAmount(pair, 'sell', 'coin', '0.00001')).toBe('0.01');
    expect(otherAmount(pair, 'sell', 'coin', '50')).toBe('78482.5');
  });

  it('gives nothing for an empty, zero or unreadable amount', () => {
    expect(otherAmount(pair, 'buy', 'fiat', '')).toBe('');
    expect(otherAmount(pair, 'buy', 'fiat', '0')).toBe('');
    expect(otherAmount(pair, 'buy', 'fiat', '1e999x')).toBe('');
  });
});

describe('quoteChannel', () => {
  it('takes the fee off a buy before buying, as the provider does', () => {
    const quote = quoteChannel(channel({}), pair, 'buy', '100000');
    expect(isQuote(quote) && [quote.fee.toFixed(), quote.receive.toFixed()]).toEqual(['2600', '60.8233']);
  });

  it('takes the fee off what a sell pays out', () => {
    const quote = quoteChannel(
      channel({ Side: 'sell', FeeRate: '0.01', FixedFee: '100', MinAmount: '10000' }),
      pair,
      'sell',
      '50',
    );
    expect(isQuote(quote) && [quote.fiat.toFixed(), quote.fee.toFixed(), quote.receive.toFixed()]).toEqual([
      '78482.5',
      '884.83',
      '77597.67',
    ]);
  });

  it('says why a channel cannot take the amount', () => {
    expect(quoteChannel(channel({}), pair, 'buy', '4999.99')).toEqual({ kind: 'min', limit: '5000' });
    expect(quoteChannel(channel({}), pair, 'buy', '2000000.01')).toEqual({ kind: 'max', limit: '2000000' });
    expect(quoteChannel(channel({ Coins: ['BTC'] }), pair, 'buy', '100000')).toEqual({ kind: 'coin' });
    expect(quoteChannel(channel({ MinAmount: '1', FixedFee: '100' }), pair, 'buy', '90')).toEqual({ kind: 'fee' });
    expect(quoteChannel(channel({}), pair, 'buy', '')).toBeNull();
  });
});

describe('bestFirst', () => {
  it('puts the channel giving most first, then those waiting for an amount, then the refused', () => {
    const cheap = {
      id: 'cheap',
      quote: quoteChannel(channel({ FeeRate: '0.008', FixedFee: '0' }), pair, 'buy', '100000'),
    };
    const dear = { id: 'dear', quote: quoteChannel(channel({}), pair, 'buy', '100000') };
    const refused = { id: 'refused', quote: quoteChannel(channel({ MinAmount: '200000' }), pair, 'buy', '100000') };
    expect(bestFirst([refused, dear, cheap]).map((c) => c.id)).toEqual(['cheap', 'dear', 'refused']);
  });
});
