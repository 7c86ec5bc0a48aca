/**
 * The confirmation a server needs before it acts: the factors an account confirms with, the form
 * values that hold them and the part of the call's body they give (their checks, for a form's
 * schema: security-factor-checks.ts).
 */

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
