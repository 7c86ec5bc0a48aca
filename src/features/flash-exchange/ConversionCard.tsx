/**
 * The conversion form: the two coins, the amount (Max is the available balance), the quote and
 * its countdown, then a review and the order followed to its end. A visitor explores quotes and
 * is asked to log in to convert.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { useLocation } from 'react-router';
import { fromPromise } from 'xstate';
import { useApiMutation, useApiQuery } from '../../api/query.ts';
import { useDisplayValue } from '../../data/display-value.ts';
import { toDecimal } from '../../lib/decimal.ts';
import { formatAmount, formatFiat } from '../../lib/number-format/format.ts';
import { useSignedIn } from '../../session/hooks.ts';
import { AmountInput } from '../../ui/AmountInput.tsx';
import { Button } from '../../ui/Button.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { CoinPair } from './CoinPair.tsx';
import { Conversion } from './conversion-context.ts';
import { conversionMachine, phaseOf } from './conversion-machine.ts';
import { ConversionOutcome } from './ConversionOutcome.tsx';
import { ConversionReview } from './ConversionReview.tsx';
import { availableQuery, conversionChanges, orderRefusalCodes, placeOrder } from './flash-api.ts';
import { flashSearch } from './flash-search.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { amountProblem, quotable, type AmountProblem } from './quote-rules.ts';
import { useSwapCoins } from './use-swap-coins.ts';
import { useT } from '../../i18n/use-t.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';
import { loginHref } from '../../config/page-paths.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

const busyPhases = new Set(['placing', 'following', 'lost']);
const settledPhases = new Set(['done', 'failed', 'unknown']);

function ConversionForm() {
  const t = useT();
  const language = usePageLanguage();
  const errorText = useApiErrorText();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const { values, set } = useSearchState(flashSearch);
  const swap = useSwapCoins();
  const pair = swap.pairOf(values.from, values.to);
  const [amount, setAmount] = useState('');
  const available = useApiQuery(availableQuery(pair?.from.Coin ?? values.from, signedIn && pair !== null));
  const { currency, valueOf } = useDisplayValue();
  const actor = Conversion.useActorRef();
  const phase = Conversion.useSelector(phaseOf);

  const availableAmount = signedIn ? (available.data?.Available ?? null) : null;
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
  const recordsHref = `${pathname}${search}#conversions`;

  if (swap.error) return <LoadError message={errorText(swap.error)} onRetry={swap.retry} />;
  if (!pair || !swap.coins) return <Skeleton lines={6} />;

  const value = valueOf(amount, pair.from.Coin);
  // Limits as the server states them (10, not 10.0000); balances at the coin's precision.
  const limit = (value: string) => formatAmount(value, language, { precision: toDecimal(value)?.decimalPlaces() ?? 0 });
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
          ? formatAmount(problem.limit, language, { precision: pair.from.Precision })
          : limit(problem.limit),
      coin: pair.from.Coin,
    });
  const again = () => {
    setAmount('');
    actor.send({ type: 'AGAIN' });
  };

  return (
    <section className="flash-card" aria-labelledby="flash-card-title">
      <h2 id="flash-card-title" className="visually-hidden">
        {t('flash.card.title')}
      </h2>
      <CoinPair
        coins={swap.coins}
        targets={swap.targets}
        from={pair.from.Coin}
        to={pair.to.Coin}
        disabled={busy}
        onChange={(next) => set(next, { history: 'replace' })}
      />
      <AmountInput
        label={t('flash.amount.label')}
        value={amount}
        onChange={setAmount}
        precision={pair.from.Precision}
        unit={pair.from.Coin}
        max={availableAmount !== null ? { amount: availableAmount } : undefined}
        approx={value ? formatFiat(value, language, { currency }) : null}
        hint={
          signedIn && availableAmount !== null
            ? `${t('flash.amount.available', { amount: formatAmount(availableAmount, language, { precision: pair.from.Precision }), coin: pair.from.Coin })} · ${limits}`
            : limits
        }
        error={problemText ?? undefined}
        disabled={busy}
      />
      {!settled && <QuotePanel phase={phase} />}
      {!settled && (
        <div className="flash-card__action">
          {!signedIn ? (
            <ButtonLink to={loginHref(`${pathname}${search}`)}>{t('flash.action.login')}</ButtonLink>
          ) : phase === 'expired' ? (
            <Button onClick={() => actor.send({ type: 'REFRESH' })}>{t('flash.action.refresh')}</Button>
          ) : phase === 'unquoted' ? (
            <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('flash.action.retry')}
            </Button>
          ) : (
            <Button
              onClick={() => actor.send({ type: 'REVIEW' })}
              disabled={phase !== 'quoted' || problem !== null}
              busy={busy}
            >
              {t('flash.action.convert')}
            </Button>
          )}
        </div>
      )}
      <ConversionOutcome phase={phase} recordsHref={recordsHref} onAgain={again} />
      <ConversionReview phase={phase} recordsHref={recordsHref} />
      {leaveGuard}
    </section>
  );
}

/** `logic` lets a test run the card with faster delays. */
export function ConversionCard({ logic }: { logic?: typeof conversionMachine }) {
  const place = useApiMutation(placeOrder, { changes: conversionChanges, ignore: orderRefusalCodes });
  const { send } = place;
  // `send` keeps its identity (its options are constants), so the machine is made once.
  const machine = useMemo(
    () =>
      (logic ?? conversionMachine).provide({
        actors: {
          placeOrder: fromPromise(({ input }) =>
            send({
              body: {
                FromCoin: input.request.from,
                ToCoin: input.request.to,
                FromAmount: input.request.amount,
                Price: input.price,
              },
            }),
          ),
        },
      }),
    [logic, send],
  );
  return (
    <Conversion.Provider logic={machine} options={{ input: { request: null } }}>
      <ConversionForm />
    </Conversion.Provider>
  );
}
