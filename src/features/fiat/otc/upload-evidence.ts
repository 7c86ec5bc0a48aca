/** Uploads one appeal evidence picture (multipart) and gives its file id. */
import { personalCenterFileUpload } from '../../../../generated/operations/personalCenterFileUpload.ts';
import { callOperation } from '../../../api/operation.ts';
import { handledCodes } from './otc-api.ts';

export function uploadEvidence(file: File) {
  const form = new FormData();
  form.append('File', file, file.name);
  form.append('Kind', 'evidence');
  return callOperation(
    personalCenterFileUpload,
    { body: { File: file.name, Kind: 'evidence' }, bodySerializer: () => form },
    { ignore: handledCodes },
  );
}
