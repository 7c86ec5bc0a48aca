/**
 * Takes personal data out of what an error report carries: a URL keeps its origin and path only,
 * and a message loses emails, tokens and long numbers (amounts, phone numbers, ids, addresses).
 * Short numbers stay (a status code, an index), so the message still says what went wrong.
 */

const maxMessageLength = 300;

/** A URL without its query and fragment (a relative one stays relative). */
export function scrubUrl(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

const email = /[^\s@'"<>()[\]]+@[^\s@'"<>()[\]]+\.[^\s@'"<>()[\]]+/g;
/** A URL's query and fragment, up to the next space, quote or bracket. */
const urlQuery = /((?:[a-z][a-z0-9+.-]*:\/\/|\/)[^\s?#'"<>()]*)[?#][^\s'"<>()]*/gi;
/** A run of 12 or more letters, digits and token characters with a digit in it: a token, a key, a wallet address. */
const token = /[A-Za-z0-9_=-]*\d[A-Za-z0-9_=-]*/g;
/** Digits with spaces, dots, dashes or brackets between; seven digits or more make a phone number. */
const phone = /\+?\(?\d[\d\s().-]*\d/g;
/** A decimal or grouped number, or four digits or more: an amount, an id. */
const amount = /\d[\d,]*\.\d+|\d{1,3}(?:,\d{3})+|\d{4,}/g;

/** An error message fit to leave the browser. */
export function scrubMessage(message: string): string {
  return message
    .slice(0, maxMessageLength * 4)
    .replace(urlQuery, '$1')
    .replace(email, '[email]')
    .replace(token, (run) => (run.length >= 12 ? '[token]' : run))
    .replace(phone, (run) => (run.replace(/\D/g, '').length >= 7 ? '[number]' : run))
    .replace(amount, '[number]')
    .slice(0, maxMessageLength);
}
