/**
 * What this area's actions make stale: the list a money action names in its `changes` (reloaded
 * when it succeeds or when its outcome is unknown). What moving money makes stale everywhere is
 * `moneyMoved` (src/data/stale.ts).
 */
import { personalCenterGetCustomerCertified } from '../../../generated/operations/personalCenterGetCustomerCertified.ts';
import { personalCenterGetGoogleTFA } from '../../../generated/operations/personalCenterGetGoogleTFA.ts';
import { customerInfo } from '../../data/customer.ts';

export const staleAfter = {
  /** A change to the account's own settings (PIN, password, phone, mail, unique code, order confirmation). */
  accountSettings: [customerInfo],
  /** Switching the Google authenticator on or off: the settings and the authenticator's own state. */
  googleAuthenticator: [customerInfo, personalCenterGetGoogleTFA],
  /** Sending the identity documents: the verification status and the level the account shows. */
  identity: [personalCenterGetCustomerCertified, customerInfo],
} as const;
