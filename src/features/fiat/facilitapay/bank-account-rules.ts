/**
 * A Brazilian bank account as FacilitaPay takes it: the holder's CPF (11 digits whose last two
 * are check digits), the agency (four digits and an optional check digit), the account number
 * with its check digit. Messages are message ids.
 */
import * as z from 'zod/mini';

/** The digits of a CPF typed with or without its punctuation (529.982.247-25), or null. */
export function cpfDigits(text: string): string | null {
  const digits = text.trim().replace(/[.\s-]/g, '');
  return /^\d{11}$/.test(digits) ? digits : null;
}

/** The Receita Federal's rule: each check digit is the remainder (mod 11) of the weighted digits before it. */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    const sum = [...digits.slice(0, length)].reduce(
      (total, digit, index) => total + Number(digit) * (length + 1 - index),
      0,
    );
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** The CPF written as Brazilians read it: 529.982.247-25. */
export const formatCpf = (digits: string): string => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');

export const accountTypes = ['checking', 'savings'] as const;

export const bankAccountSchema = z.object({
  bankCode: z.string().check(z.regex(/^\d{3}$/, 'fiat.bank.form.bankRequired')),
  branch: z.string().check(z.trim(), z.regex(/^\d{4}(-?\d)?$/, 'fiat.bank.form.branchShape')),
  accountNumber: z.string().check(z.trim(), z.regex(/^\d{4,12}(-?[0-9Xx])?$/, 'fiat.bank.form.accountShape')),
  accountType: z.enum(accountTypes, 'fiat.bank.form.typeRequired'),
  pixKey: z.string().check(z.trim(), z.maxLength(77, 'fiat.bank.form.pixLength')),
  holderName: z
    .string()
    .check(z.trim(), z.minLength(2, 'fiat.bank.form.nameShape'), z.maxLength(80, 'fiat.bank.form.nameShape')),
  holderCpf: z.string().check(
    z.refine((text) => cpfDigits(text) !== null, 'fiat.bank.form.cpfShape'),
    z.refine((text) => cpfDigits(text) === null || isValidCpf(cpfDigits(text)!), 'fiat.bank.form.cpfCheck'),
  ),
});

export type BankAccountValues = z.infer<typeof bankAccountSchema>;

export const emptyBankAccount: BankAccountValues = {
  bankCode: '',
  branch: '',
  accountNumber: '',
  accountType: 'checking',
  pixKey: '',
  holderName: '',
  holderCpf: '',
};

/** The body of RegistBankAccounts / UpdateBankAccounts from the form's values. */
export function bankAccountBody(values: BankAccountValues) {
  const pixKey = values.pixKey.trim();
  return {
    BankCode: values.bankCode,
    Branch: values.branch.trim(),
    AccountNumber: values.accountNumber.trim(),
    AccountType: values.accountType,
    HolderName: values.holderName.trim(),
    HolderCpf: cpfDigits(values.holderCpf)!,
    ...(pixKey ? { PixKey: pixKey } : {}),
  };
}
