/**
 * The quote as it stands: the rate, what the customer receives and the fee, how long it holds
 * (by the server's clock), how far it moved since the last one, and what to do once it expired.
 */
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { Figure } from '../../ui/Figure.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Conversion } from './conversion-context.ts';
import { Rate } from './Rate.tsx';
import type { ConversionPhase, HeldQuote } from './conversion-machine.ts';
import { bigMove } from './quote-rules.ts';
import { useT } from '../../i18n/use-t.ts';

export function RateMove({ previous, quote }: { previous: HeldQuote | null; quote: HeldQuote }) {
  const t = useT();
  const move = bigMove(previous?.Price ?? null, quote.Price);
  if (!move || !previous) return null;
  return (
    <p className="flash-quote__move" role="status">
      <span aria-hidden="true">⚠ </span>
      {t('flash.quote.moved', {
        change: <Figure kind="percent" value={move} tone="auto" key="change" />,
        before: <Rate price={previous.Price} from={quote.FromCoin} to={quote.ToCoin} key="before" />,
      })}
    </p>
  );
}

export function QuoteRows({ quote }: { quote: HeldQuote }) {
  const t = useT();
  return (
    <dl className="flash-quote__rows">
      <div className="flash-quote__row flash-quote__row--main">
        <dt>{t('flash.quote.receive')}</dt>
        <dd>
          <CoinAmount amount={quote.ToAmount} coin={quote.ToCoin} />
        </dd>
      </div>
      <div className="flash-quote__row">
        <dt>{t('flash.quote.rate')}</dt>
        <dd>
          <Rate price={quote.Price} from={quote.FromCoin} to={quote.ToCoin} />
        </dd>
      </div>
      <div className="flash-quote__row">
        <dt>{t('flash.quote.fee')}</dt>
        <dd>
          <CoinAmount amount={quote.Fee} coin={quote.FeeCoin} />
        </dd>
      </div>
    </dl>
  );
}

export function QuotePanel({ phase }: { phase: ConversionPhase }) {
  const t = useT();
  const errorText = useApiErrorText();
  const now = useServerNow();
  const quote = Conversion.useSelector((s) => s.context.quote);
  const previous = Conversion.useSelector((s) => s.context.previous);
  const problem = Conversion.useSelector((s) => s.context.problem);

  if (phase === 'editing') return <p className="flash-quote flash-quote--hint">{t('flash.quote.enterAmount')}</p>;
  if (phase === 'quoting') {
    return (
      <div className="flash-quote" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('flash.quote.asking')}
        </span>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (phase === 'unquoted') {
    return (
      <p className="flash-quote flash-quote--problem" role="alert">
        {problem?.kind === 'refused' ? errorText(problem.error) : t('flash.quote.failed')}
      </p>
    );
  }
  if (!quote) return null;
  const expired = phase === 'expired';
  return (
    <div className={`flash-quote${expired ? ' flash-quote--expired' : ''}`}>
      <QuoteRows quote={quote} />
      <RateMove previous={previous} quote={quote} />
      <p className="flash-quote__expiry">
        {expired ? (
          <span role="status">
            {t(problem?.kind === 'expiredInReview' ? 'flash.quote.expiredInReview' : 'flash.quote.expired')}
          </span>
        ) : (
          <>
            {t('flash.quote.holdsFor')}{' '}
            <Countdown
              className="flash-quote__time"
              endsAt={quote.expiresAt}
              now={now}
              label={(time) => t('flash.quote.holds', { time })}
              endedLabel={t('flash.quote.expired')}
            />
          </>
        )}
      </p>
    </div>
  );
}
