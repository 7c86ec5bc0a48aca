// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { acceptOf, fileProblem } from './document-rules.ts';

const label = { AcceptedTypes: ['jpg', 'jpeg', 'png', 'pdf'], MaxBytes: 5 * 1024 * 1024 };

describe('fileProblem', () => {
  it('takes an accepted type up to the size limit, whatever the case of its extension', () => {
    expect(fileProblem({ name: 'cpf.JPG', size: 1000 }, label)).toBeNull();
    expect(fileProblem({ name: 'proof.pdf', size: 5 * 1024 * 1024 }, label)).toBeNull();
  });

  it('refuses another type, an empty file and one over the limit', () => {
    expect(fileProblem({ name: 'cpf.heic', size: 1000 }, label)).toEqual({
      id: 'fiat.documents.type',
      types: 'JPG, JPEG, PNG, PDF',
    });
    expect(fileProblem({ name: 'cpf', size: 1000 }, label)).toMatchObject({ id: 'fiat.documents.type' });
    expect(fileProblem({ name: 'cpf.png', size: 0 }, label)).toEqual({ id: 'fiat.documents.empty' });
    expect(fileProblem({ name: 'cpf.png', size: 5 * 1024 * 1024 + 1 }, label)).toEqual({
      id: 'fiat.documents.size',
      max: 5,
    });
  });

  it('offers the accepted extensions to the file picker', () => {
    expect(acceptOf(label)).toBe('.jpg,.jpeg,.png,.pdf');
  });
});
