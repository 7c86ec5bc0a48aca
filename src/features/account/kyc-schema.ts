/** The identity form's rules (messages are message ids); the patterns are the contract's. */
import * as z from 'zod/mini';
import type { CustomerCertified, KycCountry } from './account-api.ts';
import { documentTypesOf, needsBackSide } from './kyc-rules.ts';

const name = z
  .string()
  .check(z.trim(), z.minLength(1, 'account.form.required'), z.maxLength(64, 'account.kyc.form.nameLength'));

export const identitySchema = z
  .object({
    country: z.string().check(z.regex(/^[A-Z]{2}$/, 'account.kyc.form.country')),
    firstName: name,
    lastName: name,
    idType: z
      .enum(['passport', 'idCard', 'driverLicense', ''], 'account.kyc.form.idType')
      .check(z.refine((v) => v !== '', 'account.kyc.form.idType')),
    idNumber: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{5,32}$/, 'account.kyc.form.idNumberFormat')),
    frontFileId: z.string().check(z.minLength(1, 'account.kyc.form.file')),
    backFileId: z.string(),
    selfieFileId: z.string().check(z.minLength(1, 'account.kyc.form.file')),
  })
  .check(
    z.refine((v) => !needsBackSide(v.idType) || v.backFileId !== '', {
      message: 'account.kyc.form.file',
      path: ['backFileId'],
    }),
  );

export type IdentityValues = z.infer<typeof identitySchema>;

export const emptyIdentity: IdentityValues = {
  country: '',
  firstName: '',
  lastName: '',
  idType: '',
  idNumber: '',
  frontFileId: '',
  backFileId: '',
  selfieFileId: '',
};

/** The form's first values: empty, or the rejected submission's details where the country still takes them. */
export function startingValues(countries: KycCountry[], previous: CustomerCertified | null): IdentityValues {
  const country = countries.find((c) => c.KycSupported && c.Code === previous?.Country);
  if (!previous || !country) return emptyIdentity;
  const idType =
    previous.IdType && documentTypesOf(country).includes(previous.IdType)
      ? previous.IdType
      : (documentTypesOf(country)[0] ?? '');
  return {
    ...emptyIdentity,
    country: country.Code,
    firstName: previous.FirstName ?? '',
    lastName: previous.LastName ?? '',
    idType,
  };
}
