/**
 * The quote of a pay-in as the amount changes: the rate, the fee and the coin received, and how long
 * it holds (server time); when it runs out a new one is asked for, once per quote.
 */
import { useRef } from 'react';
import { useServerNow } from '../../session/server-clock.ts';
import { Countdown } from '../../ui/Countdown.tsx';
import { Figure } from '../../ui/Figure.tsx';
import type { PayInQuoteData } from './payin-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function PayInQuote({
  quote,
  busy,
  onExpired,
}: {
  quote: PayInQuoteData;
  busy: boolean;
  onExpired: () => void;
}) {
  const t = useT();
  const now = useServerNow();
  const renewed = useRef<string | null>(null);
  const expired = () => {
    // One new quote per quote that ran out, so a clock out of step never asks again and again.
    if (renewed.current === quote.ExpireTime) return;
    renewed.current = quote.ExpireTime;
    onExpired();
  };
  return (
    <div className="assets-card assets-payin__quote" aria-busy={busy || undefined} aria-live="polite">
      <dl className="assets-facts">
        <div>
          <dt>{t('assets.payIn.rate')}</dt>
          <dd>
            <Figure kind="fiat" value={quote.Rate} currency={quote.FiatCode} /> / {quote.Code}
          </dd>
        </div>
        <div>
          <dt>{t('assets.payIn.fee')}</dt>
          <dd>
            <Figure kind="fiat" value={quote.Fee} currency={quote.FiatCode} />
          </dd>
        </div>
        <div>
          <dt>{t('assets.payIn.receive')}</dt>
          <dd>
            <Figure kind="amount" value={quote.ReceiveAmount} precision={4} unit={quote.Code} />
          </dd>
        </div>
      </dl>
      <p className="assets-muted">
        {t('assets.payIn.quoteValid')}{' '}
        <Countdown
          key={quote.ExpireTime}
          endsAt={Date.parse(quote.ExpireTime)}
          now={now}
          onEnd={expired}
          label={(time) => t('assets.payIn.quoteHolds', { time })}
          endedLabel={t('assets.payIn.quoteRenewing')}
        />
      </p>
    </div>
  );
}
