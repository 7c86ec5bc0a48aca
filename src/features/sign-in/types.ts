/** The shapes of the sign-in calls this feature reads, named in the product's words. */
import type { components } from '../../../generated/base.ts';

type Schemas = components['schemas'];

export type SignInResult = Schemas['SignInResult'];
export type SecondStepType = NonNullable<Schemas['VerifyType']>;
export type LoginQr = Schemas['LoginQr'];
export type LoginQrStatus = Schemas['LoginQrStatus'];
export type CustomerBindInfo = Schemas['CustomerBindInfo'];

/** An account as the calls take it: a mail address, or phone digits with their area code. */
export interface AccountRequest {
  Account: string;
  AreaCode?: string;
}
