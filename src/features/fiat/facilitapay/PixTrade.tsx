/**
 * Buy coin with BRL by PIX (the answer carries the PIX code to pay), or sell coin for BRL paid to
 * one of the customer's registered bank accounts: the amount, the account, the review, then the
 * order's page.
 */
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useApiQuery } from '../../../api/query.ts';
import { useAvailableBalance } from '../../../data/spot-balance.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { AmountInput } from '../../../ui/AmountInput.tsx';
import { Button } from '../../../ui/Button.tsx';
import { ReviewDialog } from '../../../ui/ReviewDialog.tsx';
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
  type PaymentPair,
  type PaymentSide,
} from '../payment-api.ts';
import { orderChanges, paymentCalls, usePaymentMutation } from '../payment-calls.ts';
import { isQuote, quoteChannel } from '../payment-quote.ts';
import { useRefusalText } from '../payment-refusal.ts';
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

function PixForm({ side, pairs, channel, accounts, initialCoin, initialAmount }: PixFormProps) {
  const intl = useIntl();
  const t = useT();
  const navigate = useNavigate();
  const refusalText = useRefusalText();
  const [coin, setCoin] = useState(pairs.some((p) => p.CoinCode === initialCoin) ? initialCoin : pairs[0].CoinCode);
  const [amount, setAmount] = useState(initialAmount);
  const [accountId, setAccountId] = useState(String(accounts[0].Id));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [touched, setTouched] = useState(false);
  const [placed, setPlaced] = useState(false);
  const pair = pairs.find((p) => p.CoinCode === coin)!;
  const account = accounts.find((a) => String(a.Id) === accountId) ?? accounts[0];
  const available = useAvailableBalance(side === 'sell' ? coin : '');
  const amountProblem = useAmountProblem(pair, side, available);
  const quote = quoteChannel(channel, pair, side, amount);
  const buy = usePaymentMutation(paymentCalls.createBuyFacilitaPay, orderChanges);
  const sell = usePaymentMutation(paymentCalls.createSellFacilitaPay, orderChanges);
  const leaveGuard = useLeaveGuard(touched && !placed && !timedOut);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountProblem(quote);
    setAmountError(problem);
    setError(null);
    if (!problem) setReviewing(true);
  };
  const confirm = async () => {
    const answer =
      side === 'buy'
        ? await buy.send({ body: { CoinCode: coin, FiatAmount: amount, BankAccountId: account.Id } })
        : await sell.send({ body: { CoinCode: coin, Quantity: amount, BankAccountId: account.Id } });
    if (answer.ok) {
      setPlaced(true);
      setReviewing(false);
      navigate(orderHref(answer.data));
      return;
    }
    if (answer.error.kind === 'timeout') return setTimedOut(true);
    setError(refusalText(answer.error));
  };

  // The review is a form of its own, so it sits beside this one: HTML forms do not nest.
  return (
    <>
      <form className="fiat-pix" onSubmit={review} onInput={() => setTouched(true)} noValidate>
        <SelectField
          label={t('fiat.market.coin')}
          placeholder={t('fiat.market.choose')}
          options={pairs.map((p) => ({ value: p.CoinCode, label: p.CoinCode }))}
          value={coin}
          onChange={(event) => setCoin(event.target.value)}
        />
        <AmountInput
          label={t(side === 'buy' ? 'fiat.market.youPay' : 'fiat.market.youSell')}
          precision={side === 'buy' ? pair.FiatPrecision : pair.CoinPrecision}
          unit={side === 'buy' ? brl : coin}
          value={amount}
          onChange={(next) => {
            setAmount(next);
            setAmountError(null);
          }}
          max={side === 'sell' && available !== null ? { amount: available } : undefined}
          error={amountError ?? undefined}
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
      <ReviewDialog
        open={reviewing}
        title={t(side === 'buy' ? 'fiat.review.buyTitle' : 'fiat.review.sellTitle')}
        rows={
          isQuote(quote)
            ? reviewRows(intl, {
                side,
                pair,
                channelName: channel.Name,
                quote,
                details: [
                  { label: t(side === 'buy' ? 'fiat.pix.payFrom' : 'fiat.pix.payTo'), value: accountText(account) },
                ],
              })
            : []
        }
        warnings={[t(side === 'buy' ? 'fiat.review.pixWarning' : 'fiat.review.sellWarning')]}
        confirmLabel={t(side === 'buy' ? 'fiat.review.confirmBuy' : 'fiat.review.confirmSell')}
        onConfirm={confirm}
        onBack={() => setReviewing(false)}
        error={error}
        outcomeUnknown={
          timedOut
            ? {
                recordsHref: pagePath('fiatPaymentOrders'),
                recordsLabel: t('fiat.review.checkOrders'),
                onClose: () => setReviewing(false),
              }
            : null
        }
      />
      {leaveGuard}
    </>
  );
}
