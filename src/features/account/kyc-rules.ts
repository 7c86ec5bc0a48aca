/** Identity verification rules the verification page applies (spec section 6 and the contract). */
import type { components } from '../../../generated/base.ts';

type CountryIdType = components['schemas']['schemas-IdType'];
export type IdType = components['schemas']['IdType'];
/** The pictures of an identity check (the upload call also takes an OTC appeal's evidence). */
export type DocumentKind = Exclude<components['schemas']['FileUploadRequest']['Kind'], 'evidence'>;

/** The level any customer who is not an individual applies for. */
export const businessLevelName = 'Level 2';

/** The level the application check asks about: an individual (UserType 1) its own, anyone else level 2. */
export function applicationLevelName(userType: number, ownLevelName: string): string {
  return userType === 1 ? ownLevelName : businessLevelName;
}

/**
 * The country settings name documents as the foundation module does (id_card); the submission
 * takes the personal-center names (idCard). A residence permit has no submission name yet, so it
 * is not offered.
 */
const submissionNames: Record<CountryIdType, IdType | null> = {
  passport: 'passport',
  id_card: 'idCard',
  driving_licence: 'driverLicense',
  residence_permit: null,
};

export function documentTypesOf(country: { IdTypes: CountryIdType[] } | undefined): IdType[] {
  return (country?.IdTypes ?? []).map((t) => submissionNames[t]).filter((t): t is IdType => t !== null);
}

/** A passport has no back side to photograph. */
export const needsBackSide = (idType: IdType | ''): boolean => idType !== 'passport';

/** The pictures a submission needs, in the order the form asks for them. */
export const documentKindsFor = (idType: IdType | ''): DocumentKind[] =>
  needsBackSide(idType) ? ['front', 'back', 'selfie'] : ['front', 'selfie'];

export const maxDocumentBytes = 5 * 1024 * 1024;
export const acceptedDocuments = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

/** Why a picked file cannot be sent (a message id), or null when it can. */
export function documentProblem(file: { name: string; size: number }): string | null {
  if (!/\.(jpe?g|png|pdf)$/i.test(file.name)) return 'account.kyc.file.type';
  if (file.size > maxDocumentBytes) return 'account.kyc.file.size';
  return null;
}
