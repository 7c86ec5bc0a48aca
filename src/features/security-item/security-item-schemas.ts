/** What the flow's forms accept; each message is a message id the screen translates. */
import * as z from 'zod/mini';
import type { SecurityItem } from './security-item-types.ts';

export const sixDigitCode = z.string().check(z.regex(/^\d{6}$/, 'securityItem.error.codeFormat'));
const email = z
  .string()
  .check(
    z.trim(),
    z.maxLength(128, 'securityItem.error.email'),
    z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'securityItem.error.email'),
  );
const areaCode = z.string().check(z.regex(/^\d{1,4}$/, 'securityItem.error.areaCode'));
const phone = z.string().check(z.regex(/^\d{5,15}$/, 'securityItem.error.phone'));

/** A mail address, or a phone with its area code: the fields of one kind are checked. */
export interface TargetValues {
  email: string;
  areaCode: string;
  phone: string;
}

export const targetSchema = (kind: 'email' | 'phone') =>
  kind === 'email'
    ? z.object({ email, areaCode: z.string(), phone: z.string() })
    : z.object({ email: z.string(), areaCode, phone });

/** The replacement: its target and the code sent to it. */
export const replacementSchema = (kind: 'email' | 'phone') => z.extend(targetSchema(kind), { code: sixDigitCode });

/** One code per item still to prove. */
export const itemCodesSchema = (items: SecurityItem[]) =>
  z.object(Object.fromEntries(items.map((item) => [item, sixDigitCode])));

/** Phone digits as typed, without spaces, dashes, dots or brackets. */
export const digitsOnly = (value: string) => value.replace(/[\s\-.()+]/g, '');

/** The register(...) options of the area code and phone fields. */
export const digitsField = { setValueAs: (value: string) => digitsOnly(String(value ?? '')) };
