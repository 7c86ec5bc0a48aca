/**
 * One document's upload: the picked file checked first, then sent once, its progress followed; a
 * failed upload keeps the file, so Retry sends it again without picking it anew. Each document
 * has its own, so one failing never touches the others.
 */
import { useState } from 'react';
import type { ApiError } from '../../../api/call.ts';
import { useSingleFlight } from '../../../ui/use-single-flight.ts';
import type { DocumentLabel } from '../payment-api.ts';
import { fileProblem, type FileProblem } from './document-rules.ts';
import { uploadDocument } from './upload-document.ts';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'refusedFile'; problem: FileProblem }
  | { kind: 'uploading'; file: File; percent: number }
  | { kind: 'failed'; file: File; error: ApiError }
  | { kind: 'sent'; file: File };

export function useDocumentUpload(label: DocumentLabel) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const send = useSingleFlight(async (file: File) => {
    setState({ kind: 'uploading', file, percent: 0 });
    const answer = await uploadDocument(label.DocumentLabel, file, (sent, total) =>
      setState({ kind: 'uploading', file, percent: total > 0 ? Math.floor((sent * 100) / total) : 0 }),
    );
    setState(answer.ok ? { kind: 'sent', file } : { kind: 'failed', file, error: answer.error });
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = fileProblem(file, label);
    if (problem) return setState({ kind: 'refusedFile', problem });
    void send.run(file);
  };
  const retry = () => {
    if (state.kind === 'failed') void send.run(state.file);
  };
  return { state, pick, retry, busy: send.pending };
}
