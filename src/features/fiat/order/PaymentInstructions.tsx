/**
 * How the buyer pays a submitted order: each line the provider gives (the account to pay, the
 * reference to quote, a PIX code with its QR), copyable, and the time left by the server's clock.
 */
import { isSwitchOn } from '../../../config/site-config.ts';
import { useServerNow } from '../../../session/server-clock.ts';
import { QrCode } from '../../../shell/QrCode.tsx';
import { CopyButton } from '../../../ui/CopyButton.tsx';
import { Countdown } from '../../../ui/Countdown.tsx';
import type { PaymentOrder } from '../payment-api.ts';
import { useT } from '../../../i18n/use-t.ts';

/** Lines worth copying into a banking app; the others are read. */
const copyable = new Set(['AccountNumber', 'Reference', 'PixCode', 'PhoneNumber']);

export function PaymentWindow({ order }: { order: PaymentOrder }) {
  const t = useT();
  const now = useServerNow();
  const endsAt = Date.parse(order.ExpireTime);
  if (Number.isNaN(endsAt) || order.ExpireTime.startsWith('0001-')) return null;
  return (
    <p className="fiat-window">
      {t('fiat.order.timeLeft', {
        time: (
          <Countdown
            key="left"
            endsAt={endsAt}
            now={now}
            label={(time) => t('fiat.order.timeLeftLabel', { time })}
            endedLabel={t('fiat.order.timeUp')}
          />
        ),
      })}
    </p>
  );
}

export function PaymentInstructions({ order }: { order: PaymentOrder }) {
  const t = useT();
  const pix = order.PaymentInstructions.find((line) => line.Name === 'PixCode');
  return (
    <section className="fiat-card fiat-instructions" aria-labelledby={`pay-${order.OrderId}`}>
      <h2 id={`pay-${order.OrderId}`} className="fiat-card__title">
        {t('fiat.order.howToPay')}
      </h2>
      <PaymentWindow order={order} />
      {pix && isSwitchOn('qrCode') && (
        <div className="fiat-instructions__qr">
          <QrCode value={pix.Value} label={t('fiat.order.pixQr')} />
        </div>
      )}
      <dl className="fiat-summary">
        {order.PaymentInstructions.map((line) => (
          <div key={line.Name} className={line.Name === 'PixCode' ? 'fiat-summary__long' : undefined}>
            <dt>{line.Label}</dt>
            <dd>
              <span
                className={line.Name === 'PixCode' ? 'fiat-code' : undefined}
                data-testid={`instruction-${line.Name}`}
              >
                {line.Value}
              </span>
              {copyable.has(line.Name) && <CopyButton text={line.Value} what={line.Label} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
