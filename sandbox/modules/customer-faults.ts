/**
 * Refusal codes of the account calls that the core's catalogue does not name. They sit in the
 * 20xxx range of the other account refusals (wrong code 20001 ... account exists 20004).
 */
export const accountCodes = {
  /** The security PIN is missing or wrong. */
  wrongPin: 20005,
  /** Another customer already uses the unique code. */
  uniqueCodeTaken: 20006,
  /** No customer has the invite code given at registration. */
  inviteCodeUnknown: 20007,
  /** The VerifyToken of a second sign-in step or a security-item ticket is unknown or expired. */
  verifyTokenInvalid: 20008,
  /** The security items the customer still has were not all proved. */
  securityItemsNotProved: 20009,
  /** A change that needs the PIN or the Google authenticator, from a customer with neither. */
  noSecurityFactor: 20010,
  /** Identity documents sent while a verification is pending or after it passed. */
  verificationLocked: 20011,
  /** The customer already has the most API keys allowed. */
  apiKeyLimit: 20012,
} as const;
