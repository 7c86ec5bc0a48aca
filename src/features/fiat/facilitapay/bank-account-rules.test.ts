// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  bankAccountBody,
  bankAccountSchema,
  cpfDigits,
  emptyBankAccount,
  formatCpf,
  isValidCpf,
} from './bank-account-rules.ts';

const filled = {
  ...emptyBankAccount,
  bankCode: '260',
  branch: '0001',
  accountNumber: '12345678-9',
  holderName: ' Ana Souza ',
  holderCpf: '529.982.247-25',
};
const problems = (values: object) => {
  const result = bankAccountSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('CPF', () => {
  it('reads a CPF with or without its punctuation', () => {
    expect(cpfDigits('529.982.247-25')).toBe('52998224725');
    expect(cpfDigits(' 52998224725 ')).toBe('52998224725');
    expect(cpfDigits('5299822472')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('checks both check digits, and refuses a run of one digit', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224735')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
  });
});

describe('the bank account form', () => {
  it('takes a filled account and sends the CPF as digits, trimmed, without an empty PIX key', () => {
    expect(problems(filled)).toEqual([]);
    expect(bankAccountBody(bankAccountSchema.parse(filled))).toEqual({
      BankCode: '260',
      Branch: '0001',
      AccountNumber: '12345678-9',
      AccountType: 'checking',
      HolderName: 'Ana Souza',
      HolderCpf: '52998224725',
    });
  });

  it('says what is wrong with each field', () => {
    expect(
      problems({
        ...filled,
        bankCode: '',
        branch: '12',
        accountNumber: 'abc',
        holderName: 'A',
        holderCpf: '529.982.247-24',
      }),
    ).toEqual([
      'bankCode: fiat.bank.form.bankRequired',
      'branch: fiat.bank.form.branchShape',
      'accountNumber: fiat.bank.form.accountShape',
      'holderName: fiat.bank.form.nameShape',
      'holderCpf: fiat.bank.form.cpfCheck',
    ]);
    expect(problems({ ...filled, holderCpf: '123' })).toEqual(['holderCpf: fiat.bank.form.cpfShape']);
  });
});
