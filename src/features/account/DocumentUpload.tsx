/**
 * One picture of the identity documents: picked, checked (JPEG, PNG or PDF, at most 5 MB), sent
 * to FileUpload at once, then shown from the address the upload answers.
 */
import { useState } from 'react';
import { callOperation } from '../../api/operation.ts';
import { FileField } from '../../ui/FileField.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { personalCenterFileUpload } from '../../../generated/operations/personalCenterFileUpload.ts';
import { acceptedDocuments, documentProblem, type DocumentKind } from './kyc-rules.ts';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { useT } from '../../i18n/use-t.ts';

interface DocumentUploadProps {
  kind: DocumentKind;
  /** Called with the uploaded file's id, or '' while there is none. */
  onUploaded: (fileId: string) => void;
  error?: string;
}

function upload(file: File, kind: DocumentKind) {
  const form = new FormData();
  form.append('File', file);
  form.append('Kind', kind);
  return callOperation(personalCenterFileUpload, { body: { File: file.name, Kind: kind }, bodySerializer: () => form });
}

export function DocumentUpload({ kind, onUploaded, error }: DocumentUploadProps) {
  const t = useT();
  const errorText = useApiErrorText();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<{ url: string; name: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const local = documentProblem(file);
    if (local) return setProblem(t(local));
    setBusy(true);
    onUploaded('');
    const sent = await upload(file, kind);
    setBusy(false);
    if (!sent.ok) return setProblem(errorText(sent.error));
    setPreview({ url: sent.data.Url, name: file.name });
    onUploaded(sent.data.FileId);
  };

  return (
    <div className="document-upload">
      <FileField
        label={t(`account.kyc.file.${kind}`)}
        hint={t(`account.kyc.file.${kind}Hint`)}
        error={problem ?? error}
        accept={acceptedDocuments}
        onFile={(file) => pick(file ?? undefined)}
        disabled={busy}
      />
      {busy && <Spinner label={t('account.kyc.file.uploading')} />}
      {preview && !busy && (
        <figure className="document-upload__preview">
          <img src={preview.url} alt={t('account.kyc.file.preview', { name: preview.name })} loading="eager" />
          <figcaption>{preview.name}</figcaption>
        </figure>
      )}
    </div>
  );
}
