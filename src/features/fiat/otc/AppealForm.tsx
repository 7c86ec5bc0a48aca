/**
 * Files an appeal on a paid order: the reason (only those that fit the side), what happened, and up
 * to five pictures as evidence, each uploaded as it is chosen.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { FormAlert } from '../../../ui/FormAlert.tsx';
import { SelectField } from '../../../ui/SelectField.tsx';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import { appealChanges, otcCalls, useOtcMutation, type AppealReason, type OtcOrder } from './otc-api.ts';
import { useRefusalText } from './otc-refusal.ts';
import { uploadEvidence } from './upload-evidence.ts';
import { useT } from '../../../i18n/use-t.ts';

const reasonsOf = (side: OtcOrder['Side']): AppealReason[] =>
  side === 'buy'
    ? ['paidNotReleased', 'wrongAmount', 'merchantUnresponsive', 'other']
    : ['paymentNotReceived', 'wrongAmount', 'merchantUnresponsive', 'other'];
const maxFiles = 5;

export function AppealForm({ open, order, onClose }: { open: boolean; order: OtcOrder; onClose: () => void }) {
  const intl = useIntl();
  const t = useT();
  const refusalText = useRefusalText();
  const reasons = reasonsOf(order.Side);
  const [reason, setReason] = useState<AppealReason>(reasons[0]);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<{ id: string; name: string }[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const appeal = useOtcMutation(otcCalls.appeal, appealChanges, true);
  const tooShort = description.trim().length < 10;

  const addFiles = async (list: FileList | null) => {
    if (!list) return;
    setUploading(true);
    setError(null);
    for (const file of [...list].slice(0, maxFiles - files.length)) {
      const answer = await uploadEvidence(file);
      if (answer.ok) setFiles((all) => [...all, { id: answer.data.FileId, name: file.name }]);
      else setError(refusalText(answer.error));
    }
    setUploading(false);
  };

  const submit = useSingleFlight(async () => {
    if (tooShort) return setError(t('otc.appeal.tooShort'));
    const answer = await appeal.send({
      body: {
        OrderId: order.OrderId,
        Reason: reason,
        Description: description.trim(),
        EvidenceFileIds: files.map((f) => f.id),
      },
    });
    if (answer.ok || answer.error.kind === 'timeout') return onClose();
    setError(refusalText(answer.error));
  });

  return (
    <Dialog
      open={open}
      title={t('otc.appeal.open')}
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('otc.cancel')}
          </Button>
          <Button busy={submit.pending} disabled={uploading} onClick={() => void submit.run()}>
            {t('otc.appeal.submit')}
          </Button>
        </>
      }
    >
      <div className="otc-appeal-form">
        <SelectField
          label={t('otc.appeal.reason')}
          placeholder={t('otc.choose')}
          options={reasons.map((value) => ({ value, label: t(`otc.appealReason.${value}`) }))}
          value={reason}
          onChange={(event) => setReason(event.target.value as AppealReason)}
        />
        <label className="otc-field">
          <span>{t('otc.appeal.description')}</span>
          <textarea
            value={description}
            maxLength={500}
            rows={4}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        <label className="otc-field">
          <span>{intl.formatMessage({ id: 'otc.appeal.images' }, { max: maxFiles })}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            disabled={uploading || files.length >= maxFiles}
            onChange={(event) => void addFiles(event.target.files)}
          />
        </label>
        {files.length > 0 && (
          <ul className="otc-files" aria-label={t('otc.appeal.evidence')}>
            {files.map((file) => (
              <li key={file.id}>{file.name}</li>
            ))}
          </ul>
        )}
        <FormAlert>{error}</FormAlert>
      </div>
    </Dialog>
  );
}
