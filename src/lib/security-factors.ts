/**
 * The confirmation a server needs before it acts: the factors an account confirms with, the form
 * values that hold them, their rules (for a zod/mini schema; messages are message ids) and the
 * part of the call's body they give.
 */
import * as z from 'zod/mini';

export type SecurityFactor = 'pin' | 'google' | 'email' | 'sms';

/** `one`: the customer picks one of the factors (an API key change); `all`: every factor is asked (a withdrawal). */
export type FactorNeed = 'one' | 'all';

/** The form field that holds each factor's code. */
export const factorField = { pin: 'pin', google: 'googleCode', email: 'emailCode', sms: 'smsCode' } as const;
export type FactorField = (typeof factorField)[SecurityFactor];

export interface FactorValues {
  /** The chosen factor when the need is `one`. */
  factor: SecurityFactor | '';
  pin: string;
  googleCode: string;
  emailCode: string;
  smsCode: string;
}

export const emptyFactorValues = (factors: readonly SecurityFactor[], need: FactorNeed = 'one'): FactorValues => ({
  factor: need === 'one' ? (factors[0] ?? '') : '',
  pin: '',
  googleCode: '',
  emailCode: '',
  smsCode: '',
});

/** The factors whose code the form must carry. */
export function factorsAsked(
  values: Pick<FactorValues, 'factor'>,
  factors: readonly SecurityFactor[],
  need: FactorNeed,
): SecurityFactor[] {
  if (need === 'all') return [...factors];
  return values.factor !== '' && factors.includes(values.factor) ? [values.factor] : [];
}

/** The fields to spread into a form's z.object(...). */
export const factorShape = {
  factor: z.enum(['pin', 'google', 'email', 'sms', '']),
  pin: z.string(),
  googleCode: z.string(),
  emailCode: z.string(),
  smsCode: z.string(),
};

const sixDigits = /^\d{6}$/;

/** The rules to pass to that object's .check(...): each asked factor holds six digits, and one is chosen. */
export function factorChecks(factors: readonly SecurityFactor[], need: FactorNeed = 'one') {
  const formats = factors.map((factor) =>
    z.refine<FactorValues>(
      (v) => !factorsAsked(v, factors, need).includes(factor) || sixDigits.test(v[factorField[factor]]),
      {
        message: `ui.factor.${factor}.format`,
        path: [factorField[factor]],
      },
    ),
  );
  const chosen = z.refine<FactorValues>((v) => factors.length > 0 && factorsAsked(v, factors, need).length > 0, {
    message: factors.length > 0 ? 'ui.factor.choose' : 'ui.noFactor.text',
    path: ['factor'],
  });
  return [...formats, chosen];
}

export interface FactorProof {
  Pin?: string;
  GoogleCode?: string;
  EmailCode?: string;
  PhoneCode?: string;
}

const proofKey = { pin: 'Pin', google: 'GoogleCode', email: 'EmailCode', sms: 'PhoneCode' } as const;

/** The confirmation part of the call's body: only the asked factors are sent. */
export function factorProof(
  values: FactorValues,
  factors: readonly SecurityFactor[],
  need: FactorNeed = 'one',
): FactorProof {
  return Object.fromEntries(factorsAsked(values, factors, need).map((f) => [proofKey[f], values[factorField[f]]]));
}
