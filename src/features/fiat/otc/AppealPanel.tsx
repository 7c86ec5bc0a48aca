/** The appeal of an order: filing one on a paid order, or following the one filed until support resolves it. */
import { useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { formatDate } from '../../../lib/dates.ts';
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { StatusBadge, type StatusTone } from '../../../ui/StatusBadge.tsx';
import { AppealForm } from './AppealForm.tsx';
import { appealQuery, type OtcOrder } from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';

const appealTones: Record<string, StatusTone> = {
  pending: 'pending',
  processing: 'pending',
  resolved: 'success',
  closed: 'neutral',
};

export function AppealPanel({ order }: { order: OtcOrder }) {
  const t = useT();
  const [filing, setFiling] = useState(false);
  if (order.AppealId !== null) return <AppealProgress id={order.AppealId} />;
  if (order.Status !== 'paid') return null;
  return (
    <section className="fiat-card otc-appeal">
      <p className="fiat-muted">{t('otc.appeal.lead')}</p>
      <Button variant="secondary" onClick={() => setFiling(true)}>
        {t('otc.appeal.open')}
      </Button>
      {filing && <AppealForm order={order} onClose={() => setFiling(false)} />}
    </section>
  );
}

function AppealProgress({ id }: { id: number }) {
  const t = useT();
  const appeal = useApiQuery(appealQuery(id));
  if (!appeal.data) return <Skeleton shape="block" height={160} />;
  const found = appeal.data;
  return (
    <section className="fiat-card otc-appeal" aria-labelledby="otc-appeal-title">
      <div className="fiat-card__head">
        <h2 id="otc-appeal-title" className="fiat-card__title">
          {t('otc.appeal.title')}
        </h2>
        <StatusBadge tone={appealTones[found.Status]}>{t(`otc.appealStatus.${found.Status}`)}</StatusBadge>
      </div>
      <dl className="fiat-summary">
        <div>
          <dt>{t('otc.appeal.reason')}</dt>
          <dd>{t(`otc.appealReason.${found.Reason}`)}</dd>
        </div>
        <div>
          <dt>{t('otc.appeal.description')}</dt>
          <dd>{found.Description}</dd>
        </div>
        <div>
          <dt>{t('otc.appeal.evidence')}</dt>
          <dd>{t('otc.appeal.evidenceCount', { count: found.EvidenceFileIds.length })}</dd>
        </div>
        {found.Result && (
          <div>
            <dt>{t('otc.appeal.result')}</dt>
            <dd>{found.Result}</dd>
          </div>
        )}
      </dl>
      <ol className="otc-progress" aria-label={t('otc.appeal.progress')}>
        {found.Progress.map((step, index) => (
          <li key={index}>
            <span>{step.Title}</span> <time className="fiat-muted">{formatDate(step.Time)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
