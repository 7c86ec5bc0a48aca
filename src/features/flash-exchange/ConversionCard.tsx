/**
 * The conversion form: the two coins, the amount (Max is the available balance), the quote and
 * its countdown, then the money-action kit's review and single send, and the order followed to
 * its end. A visitor explores quotes and is asked to log in to convert.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useBalance } from '../../data/balances.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import { staleAfter } from './stale.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { MoneyRefusal } from '../../money-action/MoneyRefusal.tsx';
import type { Refusal, SendOutcome } from '../../money-action/outcome.ts';
import { useMoneyAction } from '../../money-action/use-money-action.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { AmountField } from '../../ui/AmountField.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { CoinPair } from './CoinPair.tsx';
import { Conversion } from './conversion-context.ts';
import { conversionMachine, phaseOf } from './conversion-machine.ts';
import { ConversionOutcome } from './ConversionOutcome.tsx';
import { ConversionReview } from './ConversionReview.tsx';
import {
  sendConversion,
  swapCoinsQuery,
  swapPairsQuery,
  type ConversionOrder,
  type PlacedOrder,
  type SwapCoin,
  type SwapPair,
} from './flash-api.ts';
import { flashSearch } from './flash-search.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { amountProblem, quotable, type AmountProblem } from './quote-rules.ts';
import { useSwapCoins } from './use-swap-coins.ts';
import { useT } from '../../i18n/use-t.ts';
import { loginHref } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useFigureText } from '../../ui/figure-text.ts';

const busyPhases = new Set(['placing', 'following', 'lost']);
const settledPhases = new Set(['done', 'failed', 'unknown']);
const noAnswer: SendOutcome<PlacedOrder> = { kind: 'unknown' };
/** A quote that ran out as the customer confirmed is never sent. */
const expiredRefusal: Refusal = { id: 'flash.quote.expiredInReview', at: 'form' };

interface ConversionValues {
  amount: string;
}

interface ConversionFieldsProps {
  coins: ReadonlyMap<string, SwapCoin>;
  pairs: readonly SwapPair[];
}

function ConversionFields({ coins, pairs }: ConversionFieldsProps) {
  const t = useT();
  const figures = useFigureText();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const { values, set } = useSearchState(flashSearch);
  const swap = useSwapCoins(coins, pairs);
  const pair = swap.pairOf(values.from, values.to);
  const form = useForm<ConversionValues>({ defaultValues: { amount: '' } });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const balance = useBalance(pair?.from.Coin ?? values.from);
  const { currency, valueOf } = useDisplayValue();
  const actor = Conversion.useActorRef();
  const phase = Conversion.useSelector(phaseOf);
  const recordsHref = `${pathname}${search}#conversions`;
  const again = () => {
    form.reset();
    actor.send({ type: 'AGAIN' });
  };
  const action = useMoneyAction<ConversionOrder, PlacedOrder, ConversionValues>({
    // The quote holds while the kit sends it; its outcome goes back to the quote machine, which
    // follows the order, asks a new quote after a price move or an expiry, or stops at "not known".
    send: async ({ request }) => {
      if (!actor.getSnapshot().matches({ quoted: 'reviewing' })) return { kind: 'refused', refusal: expiredRefusal };
      actor.send({ type: 'CONFIRM' });
      const outcome = await sendConversion(request).catch(() => noAnswer);
      actor.send({ type: 'SENT', outcome });
      return outcome;
    },
    changes: staleAfter.conversion,
    recordsHref,
    form,
    onUnknownClosed: again,
  });

  // A quote that runs out during the review closes it: the panel says so and offers a refresh.
  const reviewOpen = action.phase === 'reviewing';
  const closeReview = action.back;
  useEffect(() => {
    if (phase === 'expired' && reviewOpen) closeReview();
  }, [phase, reviewOpen, closeReview]);

  const availableAmount = signedIn ? (balance.available?.toFixed() ?? null) : null;
  const problem: AmountProblem | null = pair ? amountProblem(amount, pair.from, availableAmount) : null;
  const wanted = pair ? { from: pair.from.Coin, to: pair.to.Coin, amount } : null;
  const request = wanted && quotable(wanted, pair?.from) ? wanted : null;
  const requestKey = request ? `${request.from}|${request.to}|${request.amount}` : '';
  const latestRequest = useRef(request);
  useLayoutEffect(() => {
    latestRequest.current = request;
  });
  // The machine follows the form: each new request (or none) is a CHANGE it quotes after a pause.
  useEffect(() => actor.send({ type: 'CHANGE', request: latestRequest.current }), [actor, requestKey]);

  const leaveGuard = useLeaveGuard(amount !== '' && !settledPhases.has(phase));
  const busy = busyPhases.has(phase);
  // A settled conversion shows only its outcome: its quote no longer holds for anything.
  const settled = settledPhases.has(phase);

  if (!pair) return <Skeleton lines={6} />;

  const value = valueOf(amount, pair.from.Coin);
  // Limits as the server states them (10, not 10.0000); balances at the coin's precision.
  const limit = (value: string) => figures.amount(value, { precision: toDecimal(value)?.decimalPlaces() ?? 0 });
  const limits = t('flash.amount.limits', {
    min: limit(pair.from.MinAmount),
    max: limit(pair.from.MaxAmount),
    coin: pair.from.Coin,
  });
  const problemText =
    problem &&
    t(`flash.amount.${problem.kind}`, {
      limit:
        problem.kind === 'aboveAvailable'
          ? figures.amount(problem.limit, { precision: pair.from.Precision })
          : limit(problem.limit),
      coin: pair.from.Coin,
    });
  const review = () => {
    const { quote, request: quoted } = actor.getSnapshot().context;
    if (!quote || !quoted) return;
    actor.send({ type: 'REVIEW' });
    action.review({ FromCoin: quote.FromCoin, ToCoin: quote.ToCoin, FromAmount: quoted.amount, Price: quote.Price });
  };

  return (
    <section className="flash-card" aria-labelledby="flash-card-title">
      <h2 id="flash-card-title" className="visually-hidden">
        {t('flash.card.title')}
      </h2>
      <MoneyRefusal action={action} />
      <CoinPair
        coins={swap.coins}
        targets={swap.targets}
        from={pair.from.Coin}
        to={pair.to.Coin}
        disabled={busy}
        onChange={(next) => set(next, { history: 'replace' })}
      />
      <AmountField
        form={form}
        name="amount"
        label={t('flash.amount.label')}
        precision={pair.from.Precision}
        unit={pair.from.Coin}
        max={availableAmount !== null ? { amount: availableAmount } : undefined}
        approx={value ? figures.fiat(value, { currency }) : null}
        hint={
          signedIn && availableAmount !== null
            ? `${t('flash.amount.available', { amount: figures.amount(availableAmount, { precision: pair.from.Precision }), coin: pair.from.Coin })} · ${limits}`
            : limits
        }
        error={problemText || action.fieldError('amount')}
        disabled={busy}
      />
      {!settled && <QuotePanel phase={phase} />}
      {!settled && (
        <div className="flash-card__action">
          {!signedIn ? (
            <ButtonLink className="flash-card__button" to={loginHref(`${pathname}${search}`)}>
              {t('flash.action.login')}
            </ButtonLink>
          ) : phase === 'expired' ? (
            <Button className="flash-card__button" onClick={() => actor.send({ type: 'REFRESH' })}>
              {t('flash.action.refresh')}
            </Button>
          ) : phase === 'unquoted' ? (
            <Button className="flash-card__button" variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('flash.action.retry')}
            </Button>
          ) : (
            <Button
              className="flash-card__button"
              onClick={review}
              disabled={phase !== 'quoted' || problem !== null}
              busy={busy}
            >
              {t('flash.action.convert')}
            </Button>
          )}
        </div>
      )}
      <ConversionOutcome phase={phase} recordsHref={recordsHref} onAgain={again} />
      <ConversionReview phase={phase} action={action} />
      {leaveGuard}
    </section>
  );
}

/** `logic` lets a test run the card with faster delays. */
export function ConversionCard({ logic }: { logic?: typeof conversionMachine }) {
  const coins = useApiQuery(swapCoinsQuery());
  const pairs = useApiQuery(swapPairsQuery());
  const loading = <Skeleton lines={6} />;
  return (
    <Conversion.Provider logic={logic ?? conversionMachine} options={{ input: { request: null } }}>
      <Loaded query={coins} loading={loading}>
        {(swapCoins) => (
          <Loaded query={pairs} loading={loading}>
            {(swapPairs) => <ConversionFields coins={swapCoins} pairs={swapPairs} />}
          </Loaded>
        )}
      </Loaded>
    </Conversion.Provider>
  );
}
