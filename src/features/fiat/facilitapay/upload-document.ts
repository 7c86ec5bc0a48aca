/** Uploads one registration document as multipart, reporting its progress, and reloads what it changes. */
import { callOperation } from '../../../api/operation.ts';
import { reload } from '../../../api/query-cache.ts';
import { fetchWithUploadProgress, type UploadProgress } from '../../../api/upload-progress.ts';
import type { DocumentLabelCode } from '../payment-api.ts';
import { handledCodes, paymentCalls, registrationChanges } from '../payment-calls.ts';

export async function uploadDocument(label: DocumentLabelCode, file: File, onProgress: UploadProgress) {
  const form = new FormData();
  form.append('DocumentLabel', label);
  form.append('File', file, file.name);
  const answer = await callOperation(
    paymentCalls.uploadDocument,
    {
      body: { DocumentLabel: label, File: file.name },
      bodySerializer: () => form,
      fetch: fetchWithUploadProgress(onProgress),
    },
    { ignore: handledCodes },
  );
  if (answer.ok || answer.error.kind === 'timeout') void reload(registrationChanges);
  return answer;
}
