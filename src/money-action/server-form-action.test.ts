// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ServerField } from '../lib/server-form.ts';
import { serverFieldRefusal, serverFormRows } from './server-form-action.ts';

const field = (name: string, label: string, options: ServerField['options'] = []): ServerField => ({
  name,
  label,
  type: options.length > 0 ? 'select' : 'text',
  required: true,
  pattern: null,
  options,
});
const fields = [
  field('BankCode', 'Bank name', [{ value: '058', label: 'GTBank' }]),
  field('AccountNumber', 'Account number'),
  field('Nickname', 'Nickname'),
];
const refused = (message: string) => ({
  error: { kind: 'code', code: '10001', message } as const,
  at: 'form' as const,
});

describe('a money action on a server-described form', () => {
  it('reviews each value given, a select by its option’s label, and leaves out the empty ones', () => {
    expect(serverFormRows(fields, { BankCode: '058', AccountNumber: '0123456789', Nickname: '' })).toEqual([
      { label: 'Bank name', value: 'GTBank' },
      { label: 'Account number', value: '0123456789' },
    ]);
  });

  it('gives a refusal to the form’s field only when its message names one of them', () => {
    expect(serverFieldRefusal(refused('Fields.AccountNumber: is not an account'), fields)).toEqual({
      message: 'Fields.AccountNumber: is not an account',
    });
    expect(serverFieldRefusal(refused('Fields.Other: unknown'), fields)).toBeNull();
    expect(serverFieldRefusal(refused('A channel keeps at most 3 methods.'), fields)).toBeNull();
    expect(serverFieldRefusal({ id: 'otc.refused.notFound', at: 'form' }, fields)).toBeNull();
    expect(serverFieldRefusal(null, fields)).toBeNull();
  });
});
