// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { emptyFactorValues, factorProof, type FactorNeed, type SecurityFactor } from './security-factors.ts';
import { factorChecks, factorShape } from './security-factor-checks.ts';

const schemaOf = (factors: SecurityFactor[], need: FactorNeed) =>
  z.object({ amount: z.string(), ...factorShape }).check(...factorChecks(factors, need));
const problems = (factors: SecurityFactor[], need: FactorNeed, values: object) => {
  const parsed = schemaOf(factors, need).safeParse({ amount: '1', ...emptyFactorValues(factors, need), ...values });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('security factors', () => {
  it('asks only the chosen factor when one is enough', () => {
    expect(problems(['pin', 'google'], 'one', { factor: 'google', googleCode: '12' })).toEqual({
      googleCode: 'ui.factor.google.format',
    });
    expect(problems(['pin', 'google'], 'one', { factor: 'google', googleCode: '123456' })).toEqual({});
    expect(problems(['pin', 'google'], 'one', { factor: '' })).toEqual({ factor: 'ui.factor.choose' });
  });

  it('asks every factor when all are needed, and sends only those', () => {
    expect(problems(['email', 'pin'], 'all', { emailCode: '123456' })).toEqual({ pin: 'ui.factor.pin.format' });
    const values = {
      ...emptyFactorValues(['email', 'pin'], 'all'),
      emailCode: '111111',
      pin: '222222',
      googleCode: '333333',
    };
    expect(factorProof(values, ['email', 'pin'], 'all')).toEqual({ EmailCode: '111111', Pin: '222222' });
  });

  it('sends the chosen factor only, the SMS code as PhoneCode', () => {
    const values = { ...emptyFactorValues(['sms', 'pin']), smsCode: '654321', pin: '123456' };
    expect(factorProof(values, ['sms', 'pin'])).toEqual({ PhoneCode: '654321' });
  });

  it('cannot confirm anything without a factor', () => {
    expect(problems([], 'one', {})).toEqual({ factor: 'ui.noFactor.text' });
    expect(problems([], 'all', {})).toEqual({ factor: 'ui.noFactor.text' });
  });
});
