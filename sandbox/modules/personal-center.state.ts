/**
 * What the personal-center calls remember: uploaded identity files and identity submissions.
 * The demo customer's verification passed weeks ago.
 */
import { now } from '../core/clock.ts';
import { counter } from '../core/ids.ts';
import type { CoreState } from '../state/core.ts';

export type IdType = 'passport' | 'idCard' | 'driverLicense';
export type FileKind = 'front' | 'back' | 'selfie' | 'evidence';

export interface UploadedFile {
  FileId: string;
  customerId: number;
  kind: FileKind;
  name: string;
}

export interface IdentitySubmission {
  Country: string;
  FirstName: string;
  LastName: string;
  IdType: IdType;
  IdNumber: string;
  fileIds: string[];
  submittedAt: number;
  reviewedAt: number | null;
}

export interface PersonalCenterState {
  files: Map<string, UploadedFile>;
  /** The latest identity submission of each customer, by customer id. */
  submissions: Map<number, IdentitySubmission>;
  nextFileNumber: () => number;
}

const day = 24 * 3_600_000;

export function createPersonalCenterState(core: CoreState): PersonalCenterState {
  const demo = core.customers.list[0];
  const submissions = new Map<number, IdentitySubmission>([
    [
      demo.UserId,
      {
        Country: 'NG',
        FirstName: 'Adaeze',
        LastName: 'Okafor',
        IdType: 'idCard',
        IdNumber: 'A08231957',
        fileIds: [],
        submittedAt: now() - 40 * day,
        reviewedAt: now() - 39 * day,
      },
    ],
  ]);
  return { files: new Map(), submissions, nextFileNumber: counter(5001) };
}
