/** Where the verification stands: under review (with "check again"), rejected with its reason, or passed. */
import { formatDate } from '../../lib/dates.ts';
import { Button } from '../../ui/Button.tsx';
import type { CustomerCertified } from './account-api.ts';
import { useT } from '../../i18n/use-t.ts';

interface KycStatusPanelProps {
  certified: CustomerCertified;
  checking: boolean;
  /** When "check again" last read the status; null before. */
  checkedAt: number | null;
  onCheckAgain: () => void;
}

export function KycStatusPanel({ certified, checking, checkedAt, onCheckAgain }: KycStatusPanelProps) {
  const t = useT();
  const status = certified.Status;
  if (status === 'none') return null;
  return (
    <section
      className={`account-card kyc-status kyc-status--${status}`}
      aria-labelledby="kyc-status-title"
      aria-live="polite"
    >
      <h2 id="kyc-status-title">
        <span className={`badge badge--${status}`}>{t(`account.kyc.status.${status}`)}</span>
      </h2>
      <p>{t(`account.kyc.state.${status}`, { level: certified.LevelName })}</p>
      {status === 'rejected' && certified.RejectReason && (
        <p className="kyc-status__reason">
          <strong>{t('account.kyc.reason')}</strong> {certified.RejectReason}
        </p>
      )}
      <dl className="facts facts--compact">
        {certified.FirstName && (
          <div>
            <dt>{t('account.kyc.name')}</dt>
            <dd>{`${certified.FirstName} ${certified.LastName ?? ''}`.trim()}</dd>
          </div>
        )}
        {certified.IdType && (
          <div>
            <dt>{t('account.kyc.document')}</dt>
            <dd>{t(`account.kyc.idType.${certified.IdType}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('account.kyc.submitted')}</dt>
          <dd className="num">{formatDate(certified.SubmitTime)}</dd>
        </div>
        {status !== 'pending' && (
          <div>
            <dt>{t('account.kyc.reviewed')}</dt>
            <dd className="num">{formatDate(certified.ReviewTime)}</dd>
          </div>
        )}
      </dl>
      {status === 'pending' && checkedAt !== null && !checking && (
        <p className="kyc-status__checked">{t('account.kyc.checkedAt', { time: formatDate(checkedAt, 'HH:mm:ss') })}</p>
      )}
      {status === 'pending' && (
        <Button variant="secondary" onClick={onCheckAgain} busy={checking}>
          {t('account.kyc.checkAgain')}
        </Button>
      )}
    </section>
  );
}
