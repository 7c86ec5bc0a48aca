/** /fiat/receiptMethods: the accounts the customer is paid to when selling over the counter; add one, delete one (asking first). */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../../api/query.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { usePageTitle } from '../../../shell/use-page-title.ts';
import { Button } from '../../../ui/Button.tsx';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { FiatFrame } from '../FiatFrame.tsx';
import { AddReceiptMethod } from './AddReceiptMethod.tsx';
import { OtcLinks } from './OtcLinks.tsx';
import { otcCalls, receiptChanges, receiptMethodsQuery, useOtcMutation, type ReceiptMethod } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';
import './otc.css';
import { useT } from '../../../i18n/use-t.ts';

export default function ReceiptMethodsPage() {
  const t = useT();
  const title = t('otc.receipt.title');
  usePageTitle(title);
  const methods = useApiQuery(receiptMethodsQuery());
  const [adding, setAdding] = useState(false);
  return (
    <FiatFrame title={title} lead={t('otc.receipt.lead')} actions={<OtcLinks except="fiatReceiptMethods" />}>
      <div className="otc-actions">
        <Button onClick={() => setAdding(true)}>{t('otc.methods.add')}</Button>
      </div>
      <Loaded query={methods} empty="otc.receipt.empty" loading={<Skeleton shape="block" height={200} />}>
        {(list) => (
          <ul className="otc-receipt-list">
            {list.map((method) => (
              <MethodCard key={method.UserReceiptMethodInfoDetailId} method={method} />
            ))}
          </ul>
        )}
      </Loaded>
      <AddReceiptMethod open={adding} onClose={() => setAdding(false)} onAdded={() => setAdding(false)} />
    </FiatFrame>
  );
}

function MethodCard({ method }: { method: ReceiptMethod }) {
  const intl = useIntl();
  const t = useT();
  const refusalText = useRefusalText();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = useOtcMutation(otcCalls.deleteReceiptMethod, receiptChanges, true);
  const confirm = async () => {
    const answer = await remove.send({ body: { userReceiptMethodInfoDetailId: method.UserReceiptMethodInfoDetailId } });
    if (answer.ok || answer.error.kind === 'timeout') return setAsking(false);
    setError(refusalText(answer.error));
  };
  return (
    <li className="fiat-card">
      <div className="fiat-card__head">
        <h2 className="fiat-card__title">{method.Name}</h2>
        <Button
          variant="ghost"
          onClick={() => (setError(null), setAsking(true))}
          aria-label={intl.formatMessage({ id: 'otc.receipt.deleteOf' }, { method: method.Summary })}
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
      <ConfirmDialog
        open={asking}
        title={t('otc.receipt.deleteTitle')}
        text={intl.formatMessage({ id: 'otc.receipt.deleteText' }, { method: method.Summary })}
        confirmLabel={t('otc.receipt.delete')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
        error={error}
      />
    </li>
  );
}
