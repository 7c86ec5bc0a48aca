/**
 * Adds a receipt method in a dialog: the channel (only those the merchant pays through, when
 * selling), then the channel's fields as the server describes them, then a review of exactly what
 * merchants will pay to, saved once through the money-action kit. A refusal naming a field (an
 * account name that must match the verified name) lands on that field; what was typed stays.
 */
import { useMemo, useState } from 'react';
import { useApiQuery } from '../../../api/query.ts';
import { staleAfter } from '../stale.ts';
import { fromReceiptFormField, type ServerField } from '../../../lib/server-form.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { serverFormRows, useServerFieldRefusal } from '../../../money-action/server-form-action.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { ServerForm } from '../../../ui/ServerForm.tsx';
import { Skeleton } from '../../../ui/Skeleton.tsx';
import {
  otcCalls,
  receiptChannelsQuery,
  receiptFormQuery,
  type ReceiptChannel,
  type ReceiptMethod,
} from './otc-api.ts';
import { useT } from '../../../i18n/use-t.ts';
import { pagePath } from '../../../config/page-paths.ts';

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
      {open && <AddForm fiat={fiat} channels={channels} onAdded={onAdded} onClose={onClose} />}
    </Dialog>
  );
}

/** What is saved: the channel and the values of its fields, as the review shows them. */
interface NewMethod {
  channel: { id: number; name: string };
  fields: readonly ServerField[];
  values: Record<string, string>;
}

/**
 * Where a refusal of a new method shows: over the form, or on the field its message names (an
 * account name that must match the verified name: 10001, `Fields.AccountName: …`).
 */
export const addRefusals: RefusalTable = {
  elsewhere: 'form',
  codes: {
    '10004': { id: 'otc.refused.notFound' },
    '62009': { id: 'otc.refused.tooManyMethods' },
  },
};

type AddFormProps = Omit<AddReceiptMethodProps, 'open' | 'fiat' | 'channels'>;

function AddForm({ fiat, channels, ...handlers }: Omit<AddReceiptMethodProps, 'open'>) {
  const all = useApiQuery(receiptChannelsQuery(fiat));
  return (
    <Loaded query={all} loading={<Skeleton lines={3} />}>
      {(list) => (
        <ChannelForm
          offered={list.filter((c) => !channels || channels.includes(c.ReceiptPaymentMethodId))}
          {...handlers}
        />
      )}
    </Loaded>
  );
}

/** The channel picked among those offered, and the form the server describes for it. */
function ChannelForm({ offered, onAdded, onClose }: AddFormProps & { offered: ReceiptChannel[] }) {
  const t = useT();
  const [channelId, setChannelId] = useState(0);
  const chosen = offered.find((c) => c.ReceiptPaymentMethodId === channelId) ?? offered[0];
  const form = useApiQuery(receiptFormQuery(chosen?.ReceiptPaymentMethodId ?? 0));
  const action = useMoneyAction<NewMethod, ReceiptMethod>({
    send: ({ request }) =>
      sendOperation(
        otcCalls.addReceiptMethod,
        { body: { ReceiptPaymentMethodId: request.channel.id, Fields: request.values } },
        addRefusals,
      ),
    changes: staleAfter.receiptMethods,
    recordsHref: pagePath('fiatReceiptMethods'),
    onDone: onAdded,
    onUnknownClosed: onClose,
  });
  const fields = useMemo(() => form.data?.Fields.map(fromReceiptFormField) ?? [], [form.data]);
  const onField = useServerFieldRefusal(action, fields);

  const saving = action.request;
  return (
    <div className="otc-add-method">
      {!onField && <MoneyRefusal action={action} />}
      <SelectField
        label={t('otc.receipt.channel')}
        placeholder={t('otc.choose')}
        options={offered.map((c) => ({ value: String(c.ReceiptPaymentMethodId), label: c.Name }))}
        value={chosen ? String(chosen.ReceiptPaymentMethodId) : ''}
        onChange={(event) => setChannelId(Number(event.target.value))}
      />
      {chosen && (
        <Loaded query={form} loading={<Skeleton lines={3} />}>
          {(described) =>
            described.ReceiptPaymentMethodId === chosen.ReceiptPaymentMethodId ? (
              <ServerForm
                key={chosen.ReceiptPaymentMethodId}
                fields={fields}
                submitLabel={t('otc.receipt.review')}
                onSubmit={(values) =>
                  action.review({ channel: { id: chosen.ReceiptPaymentMethodId, name: chosen.Name }, fields, values })
                }
                refusal={onField}
              />
            ) : (
              <Skeleton lines={3} />
            )
          }
        </Loaded>
      )}
      <MoneyReview
        action={action}
        title={t('otc.receipt.reviewTitle')}
        rows={
          saving
            ? [
                { label: t('otc.receipt.channel'), value: saving.channel.name, emphasis: true },
                ...serverFormRows(saving.fields, saving.values),
              ]
            : []
        }
        warnings={[t('otc.receipt.reviewWarning')]}
        confirmLabel={t('otc.receipt.save')}
        recordsLabel={t('otc.links.receiptMethods')}
      />
    </div>
  );
}
