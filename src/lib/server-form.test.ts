import { describe, expect, it } from 'vitest';
import { sandbox } from '../../tests/setup/dom.ts';
import { formFieldView } from '../../sandbox/modules/form-fields.ts';
import { dataOf, tokenOf } from '../../sandbox/testing.ts';
import {
  fieldRefusal,
  fromPaymentMethodField,
  fromPayOutField,
  fromReceiptFormField,
  serverFieldCheck,
  serverFormValues,
  type ServerField,
} from './server-form.ts';

type PayOutAnswer = Parameters<typeof fromPayOutField>[0][];
type LabelledAnswer = { Fields: Parameters<typeof fromPaymentMethodField>[0][] };

const field = (over: Partial<ServerField>): ServerField => ({
  name: 'F',
  label: 'F',
  type: 'text',
  required: true,
  pattern: null,
  options: [],
  ...over,
});

describe('server form descriptions', () => {
  it('reads the three shapes the sandbox sends into one description', async () => {
    const receipt = dataOf<LabelledAnswer>(
      await sandbox.call('legalPaymentGetReceiptPaymentMethodFormAsync', {
        body: { receiptPaymentMethodId: 1 },
        language: 'fr',
      }),
    );
    const bankName = fromReceiptFormField(receipt.Fields[0]);
    expect(bankName).toMatchObject({
      name: 'BankName',
      label: 'Nom de la banque',
      type: 'select',
      required: true,
      pattern: null,
      maxLength: 60,
    });
    expect(bankName.options).toContainEqual({ value: 'GTBank', label: 'GTBank' });

    const payIn = dataOf<LabelledAnswer>(
      await sandbox.call('ordersGetPayInMethodParam', { query: { payMethodId: '101' } }),
    );
    expect(payIn.Fields.map(fromPaymentMethodField)[1]).toEqual({
      name: 'Email',
      label: 'Email',
      type: 'email',
      required: true,
      pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
      maxLength: 100,
      options: [],
    });

    const payOut = dataOf<PayOutAnswer>(
      await sandbox.call('digitalFiatGetDfcPayOutMethodParam', { query: { payTypeId: '11' }, token: tokenOf(sandbox) }),
    );
    const [bank, account] = payOut.map(fromPayOutField);
    expect(bank.options).toContainEqual({ value: '058', label: expect.stringContaining('Guaranty') });
    expect(account).toEqual({
      name: 'AccountNumber',
      label: 'Account number',
      type: 'number',
      required: true,
      pattern: '^\\d{10}$',
      options: [],
    });
  });

  it('takes the sandbox its own typed shapes', () => {
    const spec = {
      label: { en: 'IBAN', fr: 'IBAN', 'zh-CN': 'IBAN', 'zh-Hant': 'IBAN' },
      type: 'text' as const,
      pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$',
      maxLength: 34,
    };
    const view = formFieldView({ name: 'Iban', spec, required: false, options: undefined }, 'en');
    expect(fromPaymentMethodField(view)).toEqual(fromReceiptFormField(view));
    expect(fromReceiptFormField(view)).toMatchObject({ name: 'Iban', required: false, maxLength: 34 });
  });
});

describe('serverFieldCheck', () => {
  it('asks for required values and lets empty optional ones through', () => {
    expect(serverFieldCheck(field({}))('   ')).toBe('required');
    expect(serverFieldCheck(field({ required: false, pattern: '\\d+' }))('')).toBeNull();
  });

  it('caps the length at maxLength, or 256 when the server gives none', () => {
    expect(serverFieldCheck(field({ maxLength: 5 }))(' 12345 ')).toBeNull();
    expect(serverFieldCheck(field({ maxLength: 5 }))('123456')).toBe('tooLong');
    expect(serverFieldCheck(field({}))('x'.repeat(257))).toBe('tooLong');
  });

  it('accepts only the options of a select', () => {
    const select = field({ type: 'select', options: [{ value: 'GTBank', label: 'GTBank' }] });
    expect(serverFieldCheck(select)('GTBank')).toBeNull();
    expect(serverFieldCheck(select)('Nowhere Bank')).toBe('option');
  });

  it('checks the shape of numbers, emails and phones before the pattern', () => {
    expect(serverFieldCheck(field({ type: 'number', pattern: '^\\d{10}$' }))('12ab')).toBe('number');
    expect(serverFieldCheck(field({ type: 'number', pattern: '^\\d{10}$' }))('12345')).toBe('pattern');
    expect(serverFieldCheck(field({ type: 'number', pattern: '^\\d{10}$' }))('0123456789')).toBeNull();
    expect(serverFieldCheck(field({ type: 'email' }))('ada@example')).toBe('email');
    expect(serverFieldCheck(field({ type: 'email' }))('ada@example.com')).toBeNull();
    expect(serverFieldCheck(field({ type: 'phone' }))('call me')).toBe('phone');
    expect(serverFieldCheck(field({ type: 'phone' }))('+234 803 000 0000')).toBeNull();
  });

  it('matches the server pattern against the whole value', () => {
    expect(serverFieldCheck(field({ pattern: '[A-Z]{3}' }))('ABC')).toBeNull();
    expect(serverFieldCheck(field({ pattern: '[A-Z]{3}' }))('xABCx')).toBe('pattern');
  });

  it('checks without a pattern that is invalid or could backtrack for ever', () => {
    expect(serverFieldCheck(field({ pattern: '([a-' }))('anything')).toBeNull();
    // Against (a+)+$ this value would take the regular expression engine minutes.
    expect(serverFieldCheck(field({ pattern: '(a+)+$' }))(`${'a'.repeat(40)}!`)).toBeNull();
  });
});

describe('serverFormValues', () => {
  it('sends trimmed values by field name, leaving out empty optional ones', () => {
    const fields = [
      field({ name: 'AccountName' }),
      field({ name: 'Iban', required: false }),
      field({ name: '__proto__' }),
    ];
    const values = serverFormValues(fields, { AccountName: '  Ada Okafor ', Iban: ' ', ['__proto__']: ' x ' });
    expect(values).toEqual({ AccountName: 'Ada Okafor', ['__proto__']: 'x' });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(Object.keys(values)).toEqual(['AccountName', '__proto__']);
  });
});

describe('fieldRefusal', () => {
  it('finds the field a sandbox refusal names', () => {
    expect(fieldRefusal('Fields.AccountNumber: is not valid')).toEqual({
      field: 'AccountNumber',
      message: 'is not valid',
    });
    expect(fieldRefusal('Fields.BankName: must be one of the options', ['BankName', 'AccountNumber'])).toEqual({
      field: 'BankName',
      message: 'must be one of the options',
    });
  });

  it('gives null for a refusal about no field, or a field the form does not have', () => {
    expect(fieldRefusal('A channel keeps at most 3 methods')).toBeNull();
    expect(fieldRefusal('Fields.Swift: is not a field of Bank transfer', ['BankName'])).toBeNull();
  });
});
