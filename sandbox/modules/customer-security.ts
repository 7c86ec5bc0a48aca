/** Checks of the customer's own security items: password, PIN and Google authenticator. */
import { now } from '../core/clock.ts';
import { SandboxFault, codes } from '../core/fault.ts';
import { hashSecret, type Customer } from '../state/customers.ts';
import { accountCodes } from './customer-faults.ts';
import { verifyTotp } from './totp.ts';

export function checkPassword(customer: Customer, password: string): void {
  if (customer.passwordHash !== hashSecret(password))
    throw new SandboxFault(codes.wrongPassword, 'The password is wrong');
}

/** A code of the customer's Google authenticator, with one 30-second step of drift allowed. */
export function checkGoogleCode(customer: Customer, code: string): void {
  if (!customer.google.secret || !verifyTotp(customer.google.secret, code, now())) {
    throw new SandboxFault(codes.wrongCode, 'The Google authenticator code is wrong');
  }
}

export function checkPin(customer: Customer, pin: string | undefined): void {
  if (!customer.pinHash) throw new SandboxFault(accountCodes.wrongPin, 'No security PIN is set');
  if (pin === undefined || customer.pinHash !== hashSecret(pin))
    throw new SandboxFault(accountCodes.wrongPin, 'The security PIN is wrong');
}

/**
 * Confirms a sensitive change (API keys, withdrawals) with the PIN or the Google authenticator:
 * every factor given that the customer has set must be right, and at least one must be given.
 */
export function confirmWithPinOrGoogle(customer: Customer, proof: { Pin?: string; GoogleCode?: string }): void {
  const hasPin = customer.pinHash !== null;
  const hasGoogle = customer.google.enabled;
  if (!hasPin && !hasGoogle)
    throw new SandboxFault(accountCodes.noSecurityFactor, 'Set a security PIN or Google authenticator first');
  const pinGiven = proof.Pin !== undefined && hasPin;
  const googleGiven = proof.GoogleCode !== undefined && hasGoogle;
  if (!pinGiven && !googleGiven) {
    const field = hasPin ? 'body.Pin' : 'body.GoogleCode';
    throw new SandboxFault(codes.badRequest, `${field}: is required`, 400);
  }
  if (pinGiven) checkPin(customer, proof.Pin);
  if (googleGiven) checkGoogleCode(customer, proof.GoogleCode!);
}
