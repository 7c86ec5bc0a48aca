/**
 * What became of a placed conversion: followed while pending, then done or failed, with the balances
 * as they are now. Its heading takes the focus at each step, so the customer hears what happened and
 * the next Tab goes on from there.
 */
import { Link } from 'react-router';
import { useBalance } from '../../data/balances.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { Button } from '../../ui/Button.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { takeFocus } from '../../ui/focus-in-view.ts';
import { Conversion } from './conversion-context.ts';
import type { ConversionPhase } from './conversion-machine.ts';
import { useT } from '../../i18n/use-t.ts';

function Available({ coin }: { coin: string }) {
  const available = useBalance(coin).available;
  return <CoinAmount amount={available?.toFixed()} coin={coin} />;
}

export function ConversionOutcome({
  phase,
  recordsHref,
  onAgain,
}: {
  phase: ConversionPhase;
  recordsHref: string;
  onAgain: () => void;
}) {
  const t = useT();
  const errorText = useApiErrorText();
  const actor = Conversion.useActorRef();
  const quote = Conversion.useSelector((s) => s.context.quote);
  const order = Conversion.useSelector((s) => s.context.order);
  const problem = Conversion.useSelector((s) => s.context.problem);
  if (!quote) return null;

  if (phase === 'following' || phase === 'lost') {
    return (
      <section className="flash-outcome" aria-labelledby="flash-outcome-title">
        <h2 id="flash-outcome-title" className="flash-outcome__title" key={phase} tabIndex={-1} ref={takeFocus}>
          <StatusBadge tone="pending">{t('flash.status.pending')}</StatusBadge> {t('flash.outcome.following')}
        </h2>
        {phase === 'following' ? (
          <Spinner label={t('flash.outcome.checking')} />
        ) : (
          <div role="alert">
            <p>{problem?.kind === 'lostTrack' ? errorText(problem.error) : t('flash.outcome.lost')}</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('common.retry')}
            </Button>
          </div>
        )}
      </section>
    );
  }
  if (phase !== 'done' && phase !== 'failed') return null;
  const done = phase === 'done';
  const paid = order?.FromAmount ?? quote.FromAmount;
  const received = order?.ToAmount ?? quote.ToAmount;
  return (
    <section className={`flash-outcome flash-outcome--${phase}`} aria-labelledby="flash-outcome-title" role="status">
      <h2 id="flash-outcome-title" className="flash-outcome__title" key={phase} tabIndex={-1} ref={takeFocus}>
        <StatusBadge tone={done ? 'success' : 'danger'}>
          {t(done ? 'flash.status.success' : 'flash.status.failed')}
        </StatusBadge>{' '}
        {t(done ? 'flash.outcome.doneTitle' : 'flash.outcome.failedTitle')}
      </h2>
      <p>
        {t(done ? 'flash.outcome.doneText' : 'flash.outcome.failedText', {
          paid: <CoinAmount amount={paid} coin={quote.FromCoin} key="paid" />,
          received: <CoinAmount amount={received} coin={quote.ToCoin} key="received" />,
        })}
      </p>
      <dl className="flash-outcome__balances">
        <dt>{t('flash.outcome.availableNow')}</dt>
        <dd>
          <Available coin={quote.FromCoin} />
        </dd>
        <dd>
          <Available coin={quote.ToCoin} />
        </dd>
      </dl>
      <p className="flash-outcome__actions">
        <Link to={recordsHref}>{t('flash.outcome.seeConversions')}</Link>
        <Button variant="secondary" onClick={onAgain}>
          {t('flash.outcome.again')}
        </Button>
      </p>
    </section>
  );
}
