/**
 * FacilitaPay registration, once: the documents it requires, each uploaded on its own; when all
 * are in (none refused), the registration goes to FacilitaPay, and the panel follows its review
 * until it is approved.
 */
import { Link } from 'react-router';
import type { QueryState } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { DocumentLabel, Registration } from '../payment-api.ts';
import { DocumentRow } from './DocumentRow.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';

/** Every required document is uploaded and none refused: the registration can go. */
export const documentsReady = (labels: readonly DocumentLabel[]) =>
  labels.every((label) => !label.Required || (label.Uploaded && label.RefusalReason === null));

interface RegistrationPanelProps {
  labels: readonly DocumentLabel[];
  registration: QueryState<Registration>;
}

export function RegistrationPanel({ labels, registration }: RegistrationPanelProps) {
  const t = useT();
  const ready = documentsReady(labels);
  const status = ready ? registration.data?.Status : 'draft';
  const done = labels.filter((label) => label.Uploaded && label.RefusalReason === null).length;

  return (
    <section className="fiat-card fiat-registration" aria-labelledby="facilita-registration">
      <div className="fiat-card__head">
        <h2 id="facilita-registration" className="fiat-card__title">
          {t('fiat.registration.title')}
        </h2>
        {status === 'approved' && <StatusBadge tone="success">{t('fiat.registration.approved')}</StatusBadge>}
        {status === 'pending' && <StatusBadge tone="pending">{t('fiat.registration.pending')}</StatusBadge>}
        {status === 'draft' && (
          <StatusBadge tone="neutral">{t('fiat.registration.progress', { done, total: labels.length })}</StatusBadge>
        )}
      </div>
      {status === 'draft' && (
        <>
          <p>{t('fiat.registration.lead')}</p>
          <ul className="fiat-documents">
            {labels.map((label) => (
              <DocumentRow key={label.DocumentLabel} label={label} />
            ))}
          </ul>
        </>
      )}
      {ready && (
        <Loaded query={registration} loading={<Skeleton lines={2} />}>
          {(sent) => <Review status={sent.Status} />}
        </Loaded>
      )}
    </section>
  );
}

/** Where FacilitaPay's review of the registration stands, once it was sent. */
function Review({ status }: { status: Registration['Status'] }) {
  const t = useT();
  if (status === 'pending') return <p role="status">{t('fiat.registration.pendingText')}</p>;
  if (status !== 'approved') return null;
  return (
    <p>
      {t('fiat.registration.approvedText')}{' '}
      {isRouted('fiatFacilitaPayBankList') && (
        <Link to={pagePath('fiatFacilitaPayBankList')}>{t('fiat.links.bankAccounts')}</Link>
      )}
    </p>
  );
}
