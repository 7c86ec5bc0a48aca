/** What one registration document's upload sends: the file as multipart, its progress reported. */
import type { InitOf } from '../../../api/operation.ts';
import { fetchWithUploadProgress, type UploadProgress } from '../../../api/upload-progress.ts';
import type { DocumentLabelCode } from '../payment-api.ts';
import type { paymentCalls } from '../payment-calls.ts';

export function uploadInit(
  label: DocumentLabelCode,
  file: File,
  onProgress: UploadProgress,
): InitOf<typeof paymentCalls.uploadDocument> {
  const form = new FormData();
  form.append('DocumentLabel', label);
  form.append('File', file, file.name);
  return {
    body: { DocumentLabel: label, File: file.name },
    bodySerializer: () => form,
    fetch: fetchWithUploadProgress(onProgress),
  };
}
