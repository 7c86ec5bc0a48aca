/** Whether a picked file is one FacilitaPay takes for a document, checked before it is uploaded. */
import type { DocumentLabel } from '../payment-api.ts';

export type FileProblem =
  | { id: 'fiat.documents.type'; types: string }
  | { id: 'fiat.documents.size'; max: number }
  | { id: 'fiat.documents.empty' };

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');

/** What the file input offers: the accepted extensions. */
export const acceptOf = (label: Pick<DocumentLabel, 'AcceptedTypes'>) =>
  label.AcceptedTypes.map((type) => `.${type}`).join(',');

/** Whole megabytes, as the customer reads a size limit (5 MiB is "5 MB"). */
export const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

export function fileProblem(
  file: { name: string; size: number },
  label: Pick<DocumentLabel, 'AcceptedTypes' | 'MaxBytes'>,
): FileProblem | null {
  if (!label.AcceptedTypes.includes(extensionOf(file.name)))
    return { id: 'fiat.documents.type', types: label.AcceptedTypes.map((type) => type.toUpperCase()).join(', ') };
  if (file.size === 0) return { id: 'fiat.documents.empty' };
  if (file.size > label.MaxBytes) return { id: 'fiat.documents.size', max: megabytes(label.MaxBytes) };
  return null;
}
