/**
 * How the header names the signed-in customer: the email, else the phone with its area code,
 * both masked so that someone looking over a shoulder learns little.
 */

interface Contact {
  Email: string | null;
  Phone: string | null;
  AreaCode: string | null;
}

/** "demo@example.com" -> "de***@example.com" (a short name keeps only its first letter). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = at > 0 ? email.slice(0, at) : email;
  const domain = at > 0 ? email.slice(at) : '';
  return `${name.slice(0, name.length > 2 ? 2 : 1)}***${domain}`;
}

/** "8031234567" -> "803****567"; short numbers keep one digit at each end. */
export function maskPhone(phone: string): string {
  const keep = phone.length >= 7 ? 3 : 1;
  if (phone.length <= keep * 2) return `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, keep)}****${phone.slice(-keep)}`;
}

/** "de***@example.com", or "+234 803****567", or "" when the customer has neither. */
export function accountName(contact: Contact): string {
  if (contact.Email) return maskEmail(contact.Email.trim());
  if (!contact.Phone) return '';
  const phone = maskPhone(contact.Phone.trim());
  return contact.AreaCode ? `+${contact.AreaCode.replace(/^\+/, '')} ${phone}` : phone;
}
