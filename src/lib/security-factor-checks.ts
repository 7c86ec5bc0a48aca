/**
 * The checks of a confirmation's security fields, for a form's schema (zod): in a module of their
 * own, so a page that only reads what a money action needs (security-factors.ts) does not load
 * the schema library before its review is asked for.
 */
import * as z from 'zod/mini';
import {
  factorField,
  factorsAsked,
  type FactorNeed,
  type FactorValues,
  type SecurityFactor,
} from './security-factors.ts';

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
