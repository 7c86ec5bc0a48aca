/**
 * /fiat/receiptMethods: the accounts the customer is paid to when selling over the counter; add
 * one, or delete one after a review of exactly which (both through the money-action kit).
 */
import { useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { staleAfter } from '../stale.ts';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Button } from '../../../ui/Button.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { FiatFrame } from '../FiatFrame.tsx';
import { AddReceiptMethod } from './AddReceiptMethod.tsx';
import { OtcLinks } from './OtcLinks.tsx';
import { otcCalls, receiptMethodsQuery, type ReceiptMethod } from './otc-api.ts';
import './otc.css';
import { useT } from '../../../i18n/use-t.ts';
import { pagePath } from '../../../config/page-paths.ts';

/** A method an open sell is to be paid to, or one already gone: said in the removal's review. */
export const removeRefusals: RefusalTable = {
  elsewhere: 'review',
  codes: {
    '62006': { id: 'otc.refused.methodInUse' },
    '10004': { id: 'otc.refused.notFound' },
  },
};

export default function ReceiptMethodsPage() {
  const t = useT();
  const title = t('otc.receipt.title');
  usePageTitle(title);
  const methods = useApiQuery(receiptMethodsQuery());
  const [adding, setAdding] = useState(false);
  const remove = useMoneyAction<ReceiptMethod, unknown>({
    send: ({ request }) =>
      sendOperation(
        otcCalls.deleteReceiptMethod,
        { body: { userReceiptMethodInfoDetailId: request.UserReceiptMethodInfoDetailId } },
        removeRefusals,
      ),
    changes: staleAfter.receiptMethods,
    recordsHref: pagePath('fiatReceiptMethods'),
  });
  const removing = remove.request;
  return (
    <FiatFrame title={title} lead={t('otc.receipt.lead')} actions={<OtcLinks except="fiatReceiptMethods" />}>
      <div className="otc-actions">
        <Button onClick={() => setAdding(true)}>{t('otc.methods.add')}</Button>
      </div>
      <Loaded query={methods} empty="otc.receipt.empty" loading={<Skeleton shape="block" height={200} />}>
        {(list) => (
          <ul className="otc-receipt-list">
            {list.map((method) => (
              <MethodCard key={method.UserReceiptMethodInfoDetailId} method={method} onDelete={remove.review} />
            ))}
          </ul>
        )}
      </Loaded>
      <AddReceiptMethod open={adding} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />
      <MoneyReview
        action={remove}
        title={t('otc.receipt.deleteTitle')}
        rows={
          removing
            ? [
                { label: t('otc.receipt.channel'), value: removing.Name, emphasis: true },
                ...removing.Fields.map((field) => ({ label: field.Label, value: field.Value })),
              ]
            : []
        }
        warnings={removing ? [t('otc.receipt.deleteText', { method: removing.Summary })] : []}
        confirmLabel={t('otc.receipt.delete')}
        recordsLabel={t('otc.links.receiptMethods')}
      />
    </FiatFrame>
  );
}

function MethodCard({ method, onDelete }: { method: ReceiptMethod; onDelete: (method: ReceiptMethod) => void }) {
  const t = useT();
  return (
    <li className="fiat-card">
      <div className="fiat-card__head">
        <h2 className="fiat-card__title">{method.Name}</h2>
        <Button
          variant="ghost"
          onClick={() => onDelete(method)}
          aria-label={t('otc.receipt.deleteOf', { method: method.Summary })}
        >
          {t('otc.receipt.delete')}
        </Button>
      </div>
      <dl className="fiat-summary">
        {method.Fields.map((field) => (
          <div key={field.Name}>
            <dt>{field.Label}</dt>
            <dd>{field.Value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
