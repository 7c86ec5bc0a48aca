/**
 * How the header names the signed-in customer: the email, else the phone with its area code,
 * both masked so that someone looking over a shoulder learns little.
 */
import { maskEmail, maskPhone } from '../../lib/mask.ts';

interface Contact {
  Email: string | null;
  Phone: string | null;
  AreaCode: string | null;
}

/** "de***@example.com", or "+234 803****567", or "" when the customer has neither. */
export function accountName(contact: Contact): string {
  if (contact.Email) return maskEmail(contact.Email.trim());
  if (!contact.Phone) return '';
  const phone = maskPhone(contact.Phone.trim());
  return contact.AreaCode ? `+${contact.AreaCode.replace(/^\+/, '')} ${phone}` : phone;
}
