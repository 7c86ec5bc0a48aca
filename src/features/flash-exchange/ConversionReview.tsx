/** The review before a conversion: exactly what is spent and received at the quoted rate, then one confirmation. */
import { CoinAmount } from '../../shell/money.tsx';
import { MoneyReview } from '../../money-action/MoneyReview.tsx';
import type { MoneyAction } from '../../money-action/use-money-action.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { Conversion } from './conversion-context.ts';
import type { ConversionPhase } from './conversion-machine.ts';
import type { ConversionOrder, PlacedOrder } from './flash-api.ts';
import { bigMove } from './quote-rules.ts';
import { Rate } from './Rate.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

/** The quote machine's phases in which its review shows (the kit's review, following the quote). */
const reviewPhases = new Set<ConversionPhase>(['reviewing', 'placing', 'unknown']);

export function ConversionReview({
  phase,
  action,
}: {
  phase: ConversionPhase;
  action: MoneyAction<ConversionOrder, PlacedOrder>;
}) {
  const t = useT();
  const figures = useFigureText();
  const now = useServerNow();
  const actor = Conversion.useActorRef();
  const quote = Conversion.useSelector((s) => s.context.quote);
  const previous = Conversion.useSelector((s) => s.context.previous);
  if (!quote || !reviewPhases.has(phase)) return null;

  const move = bigMove(previous?.Price ?? null, quote.Price);
  const warnings = move ? [t('flash.review.moved', { change: figures.percent(move, { sign: 'always' }) })] : [];
  // Back leaves the kit's review and the quote's together.
  const back = () => {
    action.back();
    actor.send({ type: 'BACK' });
  };

  return (
    <MoneyReview
      action={{ ...action, back }}
      title={t('flash.review.title')}
      rows={[
        { label: t('flash.review.pay'), value: <CoinAmount amount={quote.FromAmount} coin={quote.FromCoin} /> },
        { label: t('flash.quote.rate'), value: <Rate price={quote.Price} from={quote.FromCoin} to={quote.ToCoin} /> },
        { label: t('flash.quote.fee'), value: <CoinAmount amount={quote.Fee} coin={quote.FeeCoin} /> },
        {
          label: t('flash.quote.receive'),
          value: <CoinAmount amount={quote.ToAmount} coin={quote.ToCoin} />,
          emphasis: true,
        },
        {
          label: t('flash.review.holds'),
          value:
            phase === 'unknown' ? (
              '—'
            ) : (
              <Countdown endsAt={quote.expiresAt} now={now} label={(time) => t('flash.quote.holds', { time })} />
            ),
        },
      ]}
      warnings={warnings}
      confirmLabel={t('flash.review.confirm')}
      recordsLabel={t('flash.review.checkConversions')}
    />
  );
}
