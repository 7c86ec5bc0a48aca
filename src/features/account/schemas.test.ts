// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { emailSchema, googleSchema, passwordSchema, phoneSchema, pinSchema, uniqueCodeSchema } from './schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('account form rules', () => {
  it('asks for six digits twice, and the old PIN only when one is set', () => {
    expect(
      pinSchema(false).safeParse({ oldPin: '', pin: '123456', confirmPin: '123456', code: '654321' }).success,
    ).toBe(true);
    expect(
      issues(pinSchema(true).safeParse({ oldPin: '', pin: '12345a', confirmPin: '123456', code: '654321' })),
    ).toEqual({
      oldPin: 'account.form.pinFormat',
      pin: 'account.form.pinFormat',
      confirmPin: 'account.form.pinMismatch',
    });
  });

  it('wants a password of 8 to 32 characters with a letter and a digit, typed twice', () => {
    const base = { oldPassword: 'Demo1234!', newPassword: 'Better5678', confirmPassword: 'Better5678', code: '123456' };
    expect(passwordSchema.safeParse(base).success).toBe(true);
    expect(issues(passwordSchema.safeParse({ ...base, newPassword: 'onlyletters', confirmPassword: 'x' }))).toEqual({
      newPassword: 'account.form.passwordFormat',
      confirmPassword: 'account.form.passwordMismatch',
    });
    expect(issues(passwordSchema.safeParse({ ...base, oldPassword: '', code: '12' }))).toEqual({
      oldPassword: 'account.form.required',
      code: 'account.form.codeFormat',
    });
  });

  it('trims a phone, an area code and a mail address before checking them', () => {
    expect(phoneSchema.parse({ areaCode: ' 234 ', phone: ' 7012345678 ', code: '123456' })).toEqual({
      areaCode: '234',
      phone: '7012345678',
      code: '123456',
    });
    expect(issues(phoneSchema.safeParse({ areaCode: '+234', phone: '70-12', code: '123456' }))).toEqual({
      areaCode: 'account.form.areaCodeFormat',
      phone: 'account.form.phoneFormat',
    });
    expect(emailSchema.parse({ email: ' ada@example.com ', code: '123456' }).email).toBe('ada@example.com');
    expect(issues(emailSchema.safeParse({ email: 'not-mail', code: '123456' }))).toEqual({
      email: 'account.form.emailFormat',
    });
  });

  it('takes a unique code of 6 to 20 letters, digits or underscores', () => {
    expect(uniqueCodeSchema.safeParse({ uniqueCode: 'ada_trades' }).success).toBe(true);
    expect(uniqueCodeSchema.safeParse({ uniqueCode: 'ada' }).success).toBe(false);
    expect(uniqueCodeSchema.safeParse({ uniqueCode: 'ada-trades' }).success).toBe(false);
    expect(uniqueCodeSchema.safeParse({ uniqueCode: 'a'.repeat(21) }).success).toBe(false);
  });

  it('needs the authenticator code and the sent code, six digits each', () => {
    expect(issues(googleSchema.safeParse({ googleCode: '1234567', code: '' }))).toEqual({
      googleCode: 'account.form.googleCodeFormat',
      code: 'account.form.codeFormat',
    });
  });
});
