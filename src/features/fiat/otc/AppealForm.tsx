/**
 * Files an appeal on a paid order: the reason (only those that fit the side), what happened, and up
 * to five pictures as evidence, each uploaded as it is chosen; then a review of exactly what support
 * receives, sent once through the money-action kit. A refusal shows over the form; what was typed stays.
 */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { staleAfter } from '../stale.ts';
import { MoneyRefusal } from '../../../money-action/MoneyRefusal.tsx';
import { MoneyReview } from '../../../money-action/MoneyReview.tsx';
import { sendOperation, type RefusalTable } from '../../../money-action/outcome.ts';
import { useMoneyAction } from '../../../money-action/use-money-action.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FileField } from '../../../ui/FileField.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { listPath, otcCalls, type AppealReason, type OtcOrder } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';
import { uploadEvidence } from './upload-evidence.ts';
import { useT } from '../../../i18n/use-t.ts';

const reasonsOf = (side: OtcOrder['Side']): AppealReason[] =>
  side === 'buy'
    ? ['paidNotReleased', 'wrongAmount', 'merchantUnresponsive', 'other']
    : ['paymentNotReceived', 'wrongAmount', 'merchantUnresponsive', 'other'];
const maxFiles = 5;

const schema = z.object({
  reason: z.string().check(z.minLength(1, 'otc.appeal.chooseReason')),
  description: z.string().check(z.trim(), z.minLength(10, 'otc.appeal.tooShort'), z.maxLength(500)),
});
type AppealValues = z.infer<typeof schema>;

/** What support receives. */
interface AppealRequest {
  reason: AppealReason;
  description: string;
  files: { id: string; name: string }[];
}

/** A reason that does not fit the order lands on the reason; an order that can no longer be appealed is said over the form. */
export const appealRefusals: RefusalTable<keyof AppealValues> = {
  elsewhere: 'form',
  codes: {
    '62005': { id: 'otc.refused.notAppealable' },
    '62003': { id: 'otc.refused.status' },
    '10004': { id: 'otc.refused.notFound' },
    '10001': { field: 'reason', id: 'otc.appeal.reasonRefused' },
  },
};

export function AppealForm({ order, onClose }: { order: OtcOrder; onClose: () => void }) {
  const t = useT();
  const formId = useId();
  const refusalText = useRefusalText();
  const reasons = reasonsOf(order.Side);
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const form = useForm<AppealValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: reasons[0], description: '' },
  });
  const action = useMoneyAction<AppealRequest, unknown, AppealValues>({
    send: ({ request }) =>
      sendOperation(
        otcCalls.appeal,
        {
          body: {
            OrderId: order.OrderId,
            Reason: request.reason,
            Description: request.description,
            EvidenceFileIds: request.files.map((f) => f.id),
          },
        },
        appealRefusals,
      ),
    changes: staleAfter.otcAppeal,
    recordsHref: listPath(),
    form,
    onDone: onClose,
    onUnknownClosed: onClose,
  });

  const addFiles = async (chosen: File[]) => {
    setUploading(true);
    setUploadError(null);
    for (const file of chosen.slice(0, maxFiles - files.length)) {
      const answer = await uploadEvidence(file);
      if (answer.ok) setFiles((all) => [...all, { id: answer.data.FileId, name: file.name }]);
      else setUploadError(refusalText(answer.error));
    }
    setUploading(false);
  };

  const sending = action.request;
  return (
    <Dialog
      open
      title={t('otc.appeal.open')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('otc.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={uploading}>
            {t('otc.appeal.review')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="otc-appeal-form"
        onSubmit={form.handleSubmit((values) =>
          action.review({ reason: values.reason as AppealReason, description: values.description, files }),
        )}
        noValidate
      >
        <MoneyRefusal action={action} />
        <SelectField
          label={t('otc.appeal.reason')}
          placeholder={t('otc.choose')}
          options={reasons.map((value) => ({ value, label: t(`otc.appealReason.${value}`) }))}
          field={form.register('reason')}
          error={action.fieldError('reason')}
        />
        <TextAreaField
          label={t('otc.appeal.description')}
          maxLength={500}
          rows={4}
          field={form.register('description')}
          error={action.fieldError('description')}
        />
        <FileField
          label={t('otc.appeal.images', { max: maxFiles })}
          accept="image/png,image/jpeg"
          multiple
          disabled={uploading || files.length >= maxFiles}
          onFiles={(chosen) => void addFiles(chosen)}
        />
        {files.length > 0 && (
          <ul className="otc-files" aria-label={t('otc.appeal.evidence')}>
            {files.map((file) => (
              <li key={file.id}>{file.name}</li>
            ))}
          </ul>
        )}
        <FormAlert>{uploadError}</FormAlert>
      </form>
      <MoneyReview
        action={action}
        title={t('otc.appeal.reviewTitle')}
        rows={
          sending
            ? [
                { label: t('otc.appeal.reason'), value: t(`otc.appealReason.${sending.reason}`), emphasis: true },
                { label: t('otc.appeal.description'), value: sending.description },
                {
                  label: t('otc.appeal.evidence'),
                  value: t('otc.appeal.evidenceCount', { count: sending.files.length }),
                },
              ]
            : []
        }
        confirmLabel={t('otc.appeal.submit')}
        recordsLabel={t('otc.links.orders')}
      />
    </Dialog>
  );
}
