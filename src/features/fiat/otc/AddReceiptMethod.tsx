/**
 * Adds a receipt method in a dialog: the channel (only those the merchant pays through, when
 * selling), then the channel's fields as the server describes them. A refusal naming a field (an
 * account name that must match the verified name) lands on that field.
 */
import { useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { fromReceiptFormField } from '../../../lib/server-form.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { ServerForm } from '../../../ui/ServerForm.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import { otcCalls, receiptChannelsQuery, receiptFormQuery, useOtcMutation, type ReceiptMethod } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';
import { staleAfter } from '../../../data/stale.ts';
import { useT } from '../../../i18n/use-t.ts';

interface AddReceiptMethodProps {
  open: boolean;
  /** Only the channels paying in this currency. */
  fiat?: string;
  /** Only these channels (the advert's), when given. */
  channels?: readonly number[];
  onClose: () => void;
  onAdded: (method: ReceiptMethod) => void;
}

export function AddReceiptMethod({ open, fiat, channels, onClose, onAdded }: AddReceiptMethodProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      title={t('otc.receipt.addTitle')}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('otc.cancel')}
        </Button>
      }
    >
      {open && <AddForm fiat={fiat} channels={channels} onAdded={onAdded} />}
    </Dialog>
  );
}

function AddForm({ fiat, channels, onAdded }: Pick<AddReceiptMethodProps, 'fiat' | 'channels' | 'onAdded'>) {
  const t = useT();
  const refusalText = useRefusalText();
  const all = useApiQuery(receiptChannelsQuery(fiat));
  const offered = (all.data ?? []).filter((c) => !channels || channels.includes(c.ReceiptPaymentMethodId));
  const [channelId, setChannelId] = useState(0);
  const chosen = offered.find((c) => c.ReceiptPaymentMethodId === channelId) ?? offered[0];
  const form = useApiQuery(receiptFormQuery(chosen?.ReceiptPaymentMethodId ?? 0));
  const add = useOtcMutation(otcCalls.addReceiptMethod, staleAfter.receiptMethods);

  if (all.isPending) return <Skeleton lines={3} />;
  const submit = async (values: Record<string, string>) => {
    const answer = await add.send({ body: { ReceiptPaymentMethodId: chosen.ReceiptPaymentMethodId, Fields: values } });
    if (answer.ok) return onAdded(answer.data);
    if (answer.error.kind === 'code' && answer.error.message.startsWith('Fields.'))
      return { message: answer.error.message };
    return { message: refusalText(answer.error) };
  };
  return (
    <div className="otc-add-method">
      <SelectField
        label={t('otc.receipt.channel')}
        placeholder={t('otc.choose')}
        options={offered.map((c) => ({ value: String(c.ReceiptPaymentMethodId), label: c.Name }))}
        value={chosen ? String(chosen.ReceiptPaymentMethodId) : ''}
        onChange={(event) => setChannelId(Number(event.target.value))}
      />
      {form.data && chosen && form.data.ReceiptPaymentMethodId === chosen.ReceiptPaymentMethodId ? (
        <ServerForm
          key={chosen.ReceiptPaymentMethodId}
          fields={form.data.Fields.map(fromReceiptFormField)}
          submitLabel={t('otc.receipt.save')}
          onSubmit={submit}
        />
      ) : (
        chosen && <Skeleton lines={3} />
      )}
    </div>
  );
}
