/**
 * Where to send a deposit: the address (and the memo, as prominent, on networks that need one),
 * each with a copy button and a QR code, the minimum and the confirmations, and what loses coins.
 */
import { useApiQuery } from '../../api/query.ts';
import { CoinAmount } from '../../shell/money.tsx';
import { QrCode } from '../../shell/QrCode.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { LoadError } from '../../ui/LoadState.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { depositAddressQuery } from './deposit-api.ts';
import { useT } from '../../i18n/use-t.ts';
import { useFigureText } from '../../ui/figure-text.ts';

function CopyableCode({
  label,
  value,
  qrValue = value,
  qrLabel,
}: {
  label: string;
  value: string;
  qrValue?: string;
  qrLabel: string;
}) {
  return (
    <div className="assets-deposit__item">
      <QrCode value={qrValue} label={qrLabel} />
      <div className="assets-deposit__text">
        <p className="assets-deposit__label">{label}</p>
        <p className="assets-code assets-deposit__value">{value}</p>
        <CopyButton text={value} what={label} />
      </div>
    </div>
  );
}

export function DepositAddressCard({ coinId, code, chain }: { coinId: number; code: string; chain: string }) {
  const figures = useFigureText();
  const t = useT();
  const errorText = useApiErrorText();
  const address = useApiQuery(depositAddressQuery(coinId, chain));

  if (address.isError) {
    return (
      <section className="assets-card" aria-label={t('assets.deposit.addressTitle', { coin: code, chain })}>
        <h2>{t('assets.deposit.addressTitle', { coin: code, chain })}</h2>
        <p>{t('assets.deposit.addressFailed')}</p>
        <LoadError message={errorText(address.error)} onRetry={() => void address.refetch()} />
      </section>
    );
  }
  if (!address.data) {
    return (
      <section
        className="assets-card"
        aria-label={t('assets.deposit.addressTitle', { coin: code, chain })}
        aria-busy="true"
      >
        <h2>{t('assets.deposit.addressTitle', { coin: code, chain })}</h2>
        <p role="status">{t('assets.deposit.addressMaking')}</p>
        <Skeleton shape="block" width={150} height={150} />
      </section>
    );
  }

  const { Address, Memo, QrContent, MinDeposit, Confirmations } = address.data;
  return (
    <section className="assets-card" aria-label={t('assets.deposit.addressTitle', { coin: code, chain })}>
      <h2>{t('assets.deposit.addressTitle', { coin: code, chain })}</h2>
      <div className="assets-deposit">
        <CopyableCode
          label={t('assets.deposit.address')}
          value={Address}
          qrValue={QrContent}
          qrLabel={t('assets.deposit.addressQr', { coin: code })}
        />
        {Memo && (
          <>
            <CopyableCode
              label={t('assets.deposit.memo')}
              value={Memo}
              qrLabel={t('assets.deposit.memoQr', { coin: code })}
            />
            <p className="assets-warning assets-warning--strong" role="note">
              <span aria-hidden="true">⚠ </span>
              {t('assets.deposit.memoWarning', { coin: code })}
            </p>
          </>
        )}
      </div>
      <dl className="assets-facts assets-deposit__facts">
        <div>
          <dt>{t('assets.deposit.minimum')}</dt>
          <dd>
            <CoinAmount amount={MinDeposit} coin={code} />
          </dd>
        </div>
        <div>
          <dt>{t('assets.deposit.confirmations')}</dt>
          <dd>{figures.count(Confirmations)}</dd>
        </div>
      </dl>
      <p className="assets-warning" role="note">
        <span aria-hidden="true">⚠ </span>
        {t('assets.deposit.networkWarning', { coin: code, chain })}
      </p>
    </section>
  );
}
