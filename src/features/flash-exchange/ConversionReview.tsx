/** The review before a conversion: exactly what is spent and received at the quoted rate, then one confirmation. */

import { waitFor } from 'xstate';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { formatPercent } from '../../lib/number-format/format.ts';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { ReviewDialog } from '../../ui/ReviewDialog.tsx';
import { Conversion } from './conversion-context.ts';
import type { ConversionPhase } from './conversion-machine.ts';
import { bigMove } from './quote-rules.ts';
import { Rate } from './Rate.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePageLanguage } from '../../i18n/use-page-language.ts';

export function ConversionReview({ phase, recordsHref }: { phase: ConversionPhase; recordsHref: string }) {
  const t = useT();
  const language = usePageLanguage();
  const errorText = useApiErrorText();
  const now = useServerNow();
  const actor = Conversion.useActorRef();
  const quote = Conversion.useSelector((s) => s.context.quote);
  const previous = Conversion.useSelector((s) => s.context.previous);
  const problem = Conversion.useSelector((s) => s.context.problem);
  const open = phase === 'reviewing' || phase === 'placing' || phase === 'unknown';
  if (!quote) return null;

  const move = bigMove(previous?.Price ?? null, quote.Price);
  const warnings = move ? [t('flash.review.moved', { change: formatPercent(move, language, { sign: 'always' }) })] : [];
  const confirm = async () => {
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => !s.matches('placing'));
  };

  return (
    <ReviewDialog
      open={open}
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
      onConfirm={confirm}
      onBack={() => actor.send({ type: 'BACK' })}
      error={problem?.kind === 'refused' ? errorText(problem.error) : null}
      outcomeUnknown={
        phase === 'unknown'
          ? {
              recordsHref,
              recordsLabel: t('flash.review.checkConversions'),
              onClose: () => actor.send({ type: 'AGAIN' }),
            }
          : null
      }
    />
  );
}
