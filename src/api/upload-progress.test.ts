import { describe, expect, it } from 'vitest';
import { facilitaPayUploadDocuments } from '../../generated/operations/facilitaPayUploadDocuments.ts';
import { startApp } from '../../tests/setup/render-app.tsx';
import { sandbox } from '../../tests/setup/dom.ts';
import { useNodeFiles } from '../../tests/setup/node-files.ts';
import { callOperation } from './operation.ts';
import { fetchWithUploadProgress } from './upload-progress.ts';

function documentForm(name: string) {
  const form = new FormData();
  form.append('DocumentLabel', 'cpf');
  form.append('File', new File(['%PDF-1.4 a CPF card'], name, { type: 'application/pdf' }));
  return form;
}

describe('fetchWithUploadProgress', () => {
  useNodeFiles();

  it('sends a multipart call with the session headers, reports its progress and reads the answer', async () => {
    startApp({ signedIn: true });
    const progress: [number, number][] = [];
    const form = documentForm('cpf.pdf');
    const answer = await callOperation(facilitaPayUploadDocuments, {
      body: { DocumentLabel: 'cpf', File: 'cpf.pdf' },
      bodySerializer: () => form,
      fetch: fetchWithUploadProgress((sent, total) => progress.push([sent, total])),
    });
    expect(answer.ok && answer.data.Documents[0]).toMatchObject({
      DocumentLabel: 'cpf',
      Uploaded: true,
      FileName: 'cpf.pdf',
    });
    expect(progress.length).toBeGreaterThan(0);
    const [sent, total] = progress.at(-1)!;
    expect(sent).toBe(total);
    expect(total).toBeGreaterThan(0);
    expect(sandbox.calls.get('facilitaPayUploadDocuments')).toBe(1);
  });

  it('gives a refusal to call() like any other answer', async () => {
    startApp({ signedIn: true });
    const answer = await callOperation(
      facilitaPayUploadDocuments,
      {
        body: { DocumentLabel: 'cpf', File: 'cpf.exe' },
        bodySerializer: () => documentForm('cpf.exe'),
        fetch: fetchWithUploadProgress(() => undefined),
      },
      { ignore: ['10001'] },
    );
    expect(answer.ok ? null : answer.error).toMatchObject({ kind: 'code', code: 10001 });
  });

  it('stops at once and says it timed out when the call is out of time', async () => {
    const upload = fetchWithUploadProgress(() => undefined);
    const request = new Request('http://localhost/sandbox/base/api/idcm/payment/FacilitaPay/UploadDocuments', {
      method: 'POST',
      body: documentForm('cpf.pdf'),
      signal: AbortSignal.abort(new DOMException('Out of time', 'TimeoutError')),
    });
    await expect(upload(request)).rejects.toMatchObject({ name: 'TimeoutError' });
  });
});
