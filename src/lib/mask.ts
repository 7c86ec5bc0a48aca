/**
 * A customer's mail address or phone as the app shows it where others may look on (the header, where
 * a code goes): enough to recognise, never whole.
 */

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
