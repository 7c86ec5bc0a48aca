/** One required document: what it must show, where it stands, and its upload with progress and retry. */
import { useId } from 'react';
import { Button } from '../../../ui/Button.tsx';
import { FileField } from '../../../ui/FileField.tsx';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import type { DocumentLabel } from '../payment-api.ts';
import { useRefusalText } from '../payment-refusal.ts';
import { acceptOf, megabytes } from './document-rules.ts';
import { useDocumentUpload } from './use-document-upload.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useFigureText } from '../../../ui/figure-text.ts';

export function DocumentRow({ label }: { label: DocumentLabel }) {
  const figures = useFigureText();
  const t = useT();
  const refusalText = useRefusalText();
  const id = useId();
  const upload = useDocumentUpload(label);
  const { state } = upload;
  const refused = label.Uploaded && label.RefusalReason !== null;
  const problem =
    state.kind === 'refusedFile'
      ? t(state.problem.id, {
          types: 'types' in state.problem ? state.problem.types : '',
          max: 'max' in state.problem ? state.problem.max : 0,
        })
      : state.kind === 'failed'
        ? refusalText(state.error)
        : null;

  return (
    <li className="fiat-document">
      <div className="fiat-document__head">
        <h3 className="fiat-document__name" id={`${id}-name`}>
          {label.Name}
        </h3>
        {refused ? (
          <StatusBadge tone="danger">{t('fiat.documents.refused')}</StatusBadge>
        ) : label.Uploaded ? (
          <StatusBadge tone="success">{t('fiat.documents.uploaded')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('fiat.documents.missing')}</StatusBadge>
        )}
      </div>
      <p className="fiat-muted">{label.Description}</p>
      {refused && (
        <p className="fiat-document__reason">{t('fiat.documents.reason', { reason: label.RefusalReason ?? '' })}</p>
      )}
      <FileField
        className="fiat-document__file"
        label={t(label.Uploaded ? 'fiat.documents.replace' : 'fiat.documents.choose', { name: label.Name })}
        hint={t('fiat.documents.hint', {
          types: label.AcceptedTypes.map((type) => type.toUpperCase()).join(', '),
          max: megabytes(label.MaxBytes),
        })}
        error={problem ?? undefined}
        accept={acceptOf(label)}
        disabled={upload.busy}
        onFiles={([file]) => upload.pick(file)}
      />
      {state.kind === 'uploading' && (
        <div className="fiat-document__progress">
          <progress
            max={100}
            value={state.percent}
            aria-label={t('fiat.documents.uploading', { name: state.file.name })}
          />
          <span aria-hidden="true">{figures.percent(String(state.percent), { places: 0, sign: 'negative' })}</span>
        </div>
      )}
      {state.kind === 'unknown' && (
        <p className="fiat-muted" role="status">
          {t('fiat.documents.unknown', { file: state.file.name })}
        </p>
      )}
      {state.kind === 'sent' && !refused && (
        <p className="fiat-muted" role="status">
          {t('fiat.documents.sent', { file: state.file.name })}
        </p>
      )}
      {state.kind === 'failed' && (
        <Button variant="secondary" onClick={upload.retry} busy={upload.busy}>
          {t('fiat.documents.retry', { file: state.file.name })}
        </Button>
      )}
    </li>
  );
}
