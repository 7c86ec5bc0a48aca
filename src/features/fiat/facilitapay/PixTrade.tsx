/**
 * Buy coin with BRL by PIX (the answer carries the PIX code to pay), or sell coin for BRL paid to
 * one of the customer's registered bank accounts: the amount, the account, the money-action kit's
 * review, then the order's page. The order is placed once; a refusal of the amount lands on it,
 * any other shows over the form; an order without an answer is never placed again.
 */
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { useBalance } from '../../../data/balances.ts';
import { staleAfter } from '../stale.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { AmountField } from '../../../ui/AmountField.tsx';
import { Button } from '../../../ui/Button.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { Tabs } from '../../../ui/Tabs.tsx';
import { useLeaveGuard } from '../../../ui/use-leave-guard.tsx';
import { useSearchState } from '../../../ui/use-search-state.ts';
import { useAmountProblem } from '../checkout/amount-problem.ts';
import { checkoutSearch } from '../checkout/checkout-search.ts';
import { reviewRows } from '../checkout/review-rows.tsx';
import { orderHref } from '../order-steps.ts';
import {
  bankAccountsQuery,
  channelsQuery,
  pairsQuery,
  type BankAccount,
  type PaymentChannel,
  type PaymentOrder,
  type PaymentPair,
  type PaymentSide,
} from '../payment-api.ts';
import { paymentCalls } from '../payment-calls.ts';
import { orderRefusals } from '../payment-order-send.ts';
import { isQuote, quoteChannel } from '../payment-quote.ts';
import { QuoteLine } from '../QuoteLine.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';

const brl = 'BRL';
export const accountText = (account: BankAccount) =>
  `${account.BankName} · ${account.Branch} / ${account.AccountNumber}`;

export function PixTrade() {
  const t = useT();
  const { values, set } = useSearchState(checkoutSearch);
  const side = values.side as PaymentSide;
  const pairs = useApiQuery(pairsQuery());
  const channels = useApiQuery(channelsQuery(brl, 'pix', side));
  const accounts = useApiQuery(bankAccountsQuery());
  const served =
    pairs.data?.filter((pair) => pair.FiatCode === brl && (side === 'buy' ? pair.BuyEnabled : pair.SellEnabled)) ?? [];
  return (
    <section className="fiat-card" aria-labelledby="pix-trade">
      <h2 id="pix-trade" className="fiat-card__title">
        {t('fiat.pix.title')}
      </h2>
      <Tabs
        label={t('fiat.market.side')}
        tabs={[
          { id: 'buy', label: t('fiat.market.buy') },
          { id: 'sell', label: t('fiat.market.sell') },
        ]}
        selected={side}
        onSelect={(next) => set({ side: next, amount: '' })}
        look="pills"
      >
        <Loaded query={accounts} empty="fiat.pix.noAccount" loading={<Skeleton shape="block" height={200} />}>
          {(list) =>
            served.length > 0 && channels.data?.[0] ? (
              <PixForm
                key={side}
                side={side}
                pairs={served}
                channel={channels.data[0]}
                accounts={list}
                initialCoin={values.coin}
                initialAmount={values.amount}
              />
            ) : (
              <Skeleton shape="block" height={200} />
            )
          }
        </Loaded>
        {accounts.data?.length === 0 && isRouted('fiatFacilitaPayAddBank') && (
          <Link to={pagePath('fiatFacilitaPayAddBank')}>{t('fiat.bank.add')}</Link>
        )}
      </Tabs>
    </section>
  );
}

interface PixFormProps {
  side: PaymentSide;
  pairs: PaymentPair[];
  channel: PaymentChannel;
  accounts: BankAccount[];
  initialCoin: string;
  initialAmount: string;
}

/** A PIX order as reviewed and sent. */
interface PixOrder {
  coin: string;
  amount: string;
  account: BankAccount;
}

interface AmountValues {
  amount: string;
}

const sendPixOrder = (side: PaymentSide, { coin, amount, account }: PixOrder) =>
  side === 'buy'
    ? sendOperation(
        paymentCalls.createBuyFacilitaPay,
        { body: { CoinCode: coin, FiatAmount: amount, BankAccountId: account.Id } },
        orderRefusals,
      )
    : sendOperation(
        paymentCalls.createSellFacilitaPay,
        { body: { CoinCode: coin, Quantity: amount, BankAccountId: account.Id } },
        orderRefusals,
      );

function PixForm({ side, pairs, channel, accounts, initialCoin, initialAmount }: PixFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const [coin, setCoin] = useState(pairs.some((p) => p.CoinCode === initialCoin) ? initialCoin : pairs[0].CoinCode);
  const form = useForm<AmountValues>({ defaultValues: { amount: initialAmount } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const [accountId, setAccountId] = useState(String(accounts[0].Id));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const pair = pairs.find((p) => p.CoinCode === coin)!;
  const account = accounts.find((a) => String(a.Id) === accountId) ?? accounts[0];
  const balance = useBalance(side === 'sell' ? coin : '');
  const available = side === 'sell' ? (balance.available?.toFixed() ?? null) : null;
  const amountProblem = useAmountProblem(pair, side, available);
  const quote = quoteChannel(channel, pair, side, amount);
  const action = useMoneyAction<PixOrder, PaymentOrder, AmountValues>({
    send: ({ request }) => sendPixOrder(side, request),
    changes: staleAfter.paymentOrder,
    recordsHref: pagePath('fiatPaymentOrders'),
    form,
    onDone: (order) => navigate(orderHref(order)),
    onUnknownClosed: () => form.reset({ amount: '' }),
  });
  const leaveGuard = useLeaveGuard(touched && action.phase !== 'done' && action.phase !== 'unknown');

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(quote);
    setAmountError(problem);
    if (!problem) action.review({ coin, amount, account });
  };

  // The review is a form of its own, so it sits beside this one: HTML forms do not nest.
  return (
    <>
      <form className="fiat-pix" onSubmit={review} onInput={() => setTouched(true)} noValidate>
        <MoneyRefusal action={action} />
        <SelectField
          label={t('fiat.market.coin')}
          placeholder={t('fiat.market.choose')}
          options={pairs.map((p) => ({ value: p.CoinCode, label: p.CoinCode }))}
          value={coin}
          onChange={(event) => setCoin(event.target.value)}
        />
        <AmountField
          form={form}
          name="amount"
          onChange={() => setAmountError(null)}
          label={t(side === 'buy' ? 'fiat.market.youPay' : 'fiat.market.youSell')}
          precision={side === 'buy' ? pair.FiatPrecision : pair.CoinPrecision}
          unit={side === 'buy' ? brl : coin}
          max={available !== null ? { amount: available } : undefined}
          error={amountError || action.fieldError('amount')}
        />
        <SelectField
          label={t(side === 'buy' ? 'fiat.pix.payFrom' : 'fiat.pix.payTo')}
          placeholder={t('fiat.market.choose')}
          options={accounts.map((a) => ({ value: String(a.Id), label: accountText(a) }))}
          value={accountId}
          onChange={(event) => setAccountId(event.target.value)}
        />
        {isQuote(quote) && <QuoteLine className="fiat-checkout__quote" quote={quote} pair={pair} side={side} />}
        <Button type="submit">{t('fiat.checkout.review')}</Button>
      </form>
      <MoneyReview
        action={action}
        title={t(side === 'buy' ? 'fiat.review.buyTitle' : 'fiat.review.sellTitle')}
        rows={
          isQuote(quote) && action.request
            ? reviewRows(t, {
                side,
                pair,
                channelName: channel.Name,
                quote,
                details: [
                  {
                    label: t(side === 'buy' ? 'fiat.pix.payFrom' : 'fiat.pix.payTo'),
                    value: accountText(action.request.account),
                  },
                ],
              })
            : []
        }
        warnings={[t(side === 'buy' ? 'fiat.review.pixWarning' : 'fiat.review.sellWarning')]}
        confirmLabel={t(side === 'buy' ? 'fiat.review.confirmBuy' : 'fiat.review.confirmSell')}
        recordsLabel={t('fiat.review.checkOrders')}
      />
      {leaveGuard}
    </>
  );
}
