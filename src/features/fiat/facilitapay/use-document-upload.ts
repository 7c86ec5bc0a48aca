/**
 * One document's upload: the picked file checked first, then sent at most once at a time, its
 * progress followed. A refused upload keeps the file, so Retry sends it again without picking it
 * anew; an upload whose answer never came is not offered again: the documents reload and show
 * whether it arrived. Each document has its own, so one failing never touches the others.
 */
import { useState } from 'react';
import type { ApiError } from '../../../api/call.ts';
import { reload } from '../../../api/query-cache.ts';
import { facilitaPayUploadDocuments } from '../../../../generated/operations/facilitaPayUploadDocuments.ts';
import { useApiMutation } from '../../../api/query.ts';
import type { DocumentLabel } from '../payment-api.ts';
import { handledCodes, registrationChanges } from '../payment-calls.ts';
import { fileProblem, type FileProblem } from './document-rules.ts';
import { uploadInit } from './upload-document.ts';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'refusedFile'; problem: FileProblem }
  | { kind: 'uploading'; file: File; percent: number }
  | { kind: 'failed'; file: File; error: ApiError }
  | { kind: 'unknown'; file: File }
  | { kind: 'sent'; file: File };

export function useDocumentUpload(label: DocumentLabel) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const upload = useApiMutation(facilitaPayUploadDocuments, { changes: registrationChanges, ignore: handledCodes });

  const send = async (file: File) => {
    setState({ kind: 'uploading', file, percent: 0 });
    const answer = await upload.send(
      uploadInit(label.DocumentLabel, file, (sent, total) =>
        setState({ kind: 'uploading', file, percent: total > 0 ? Math.floor((sent * 100) / total) : 0 }),
      ),
    );
    if (answer.ok) return setState({ kind: 'sent', file });
    if (answer.error.kind !== 'timeout' && answer.error.kind !== 'network')
      return setState({ kind: 'failed', file, error: answer.error });
    setState({ kind: 'unknown', file });
    if (answer.error.kind === 'network') void reload(registrationChanges);
  };

  const pick = (file: File | undefined) => {
    if (!file || upload.pending) return;
    const problem = fileProblem(file, label);
    if (problem) return setState({ kind: 'refusedFile', problem });
    void send(file);
  };
  const retry = () => {
    if (state.kind === 'failed' && !upload.pending) void send(state.file);
  };
  return { state, pick, retry, busy: upload.pending };
}
