/**
 * The security items that confirm money leaving the exchange (crypto withdrawals and fiat
 * pay-outs): a code mailed to the bound email, the Google authenticator when it is on, and the
 * security PIN.
 */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { hashSecret, type Customer } from '../state/customers.ts';
import { useCode, type CodeStore } from '../state/verification-codes.ts';
import { assetsCodes } from './assets-common.ts';
import { verifyTotp } from './totp.ts';

export type VerifyItem = 'email' | 'google' | 'pin';

export interface SecurityAnswers {
  emailCode: string;
  googleCode?: string;
  pin: string;
}

/** The bound email that codes for money movements go to, or the refusal to move money without one. */
export function withdrawalEmail(customer: Customer): string {
  if (!customer.Email) throw new SandboxFault(assetsCodes.emailNotBound, 'Bind an email first');
  return customer.Email.toLowerCase();
}

export function itemsToVerify(customer: Customer): VerifyItem[] {
  return customer.google.enabled ? ['email', 'google', 'pin'] : ['email', 'pin'];
}

function checkGoogle(customer: Customer, code: string | undefined): void {
  if (!customer.google.enabled) return;
  if (!code) throw new SandboxFault(codes.invalidArgument, 'Enter the Google authenticator code');
  const secret = customer.google.secret;
  if (!secret || !verifyTotp(secret, code, now()))
    throw new SandboxFault(codes.wrongCode, 'The Google authenticator code is wrong');
}

function checkPin(customer: Customer, pin: string): void {
  if (!customer.pinHash) throw new SandboxFault(assetsCodes.pinNotSet, 'Set a security PIN first');
  if (hashSecret(pin) !== customer.pinHash) throw new SandboxFault(codes.wrongPassword, 'The security PIN is wrong');
}

/**
 * Checks every item and spends the email code last, so that a wrong PIN or Google code does not
 * use up a code the customer can still type again.
 */
export function confirmSecurity(
  store: CodeStore,
  customer: Customer,
  purpose: 'withdraw' | 'fiatWithdraw',
  answers: SecurityAnswers,
): void {
  const email = withdrawalEmail(customer);
  checkPin(customer, answers.pin);
  checkGoogle(customer, answers.googleCode);
  useCode(store, email, purpose, answers.emailCode);
}

/**
 * A change that one factor confirms (saving a withdrawal address): the PIN or the Google code,
 * whichever the customer gives; a customer with neither set is told to set a PIN.
 */
export function confirmWithFactor(customer: Customer, answers: { pin?: string; googleCode?: string }): void {
  if (answers.pin !== undefined) return checkPin(customer, answers.pin);
  if (answers.googleCode !== undefined && customer.google.enabled) return checkGoogle(customer, answers.googleCode);
  if (!customer.pinHash && !customer.google.enabled)
    throw new SandboxFault(assetsCodes.pinNotSet, 'Set a security PIN first');
  throw new SandboxFault(codes.invalidArgument, 'Confirm with the security PIN or the Google authenticator code');
}
