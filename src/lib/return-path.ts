/**
 * The login page's `return` query: only a path on this site may come back out, so a crafted
 * link cannot send a customer who has just signed in to another origin.
 */

// A stand-in origin: the check only needs to know whether the browser would leave the site.
const thisSite = 'https://return-path.invalid';

// Browsers drop tabs and newlines anywhere in a URL, so "/\t/evil.com" would become "//evil.com".
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The decoded `return` value when it is a path on this site (its query and hash kept, in the
 * browser's normal form), else `home` ("/" unless told). It is decoded exactly once; a malformed
 * %-sequence gives `home`.
 */
export function safeReturnPath(raw: string | null | undefined, home = '/'): string {
  if (!raw) return home;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return home;
  }
  // Exactly one leading "/": "//host" and "/\host" name another origin.
  if (!path.startsWith('/') || path[1] === '/' || path[1] === '\\') return home;
  if (hasControlCharacter(path)) return home;
  // The browser reads "\" as "/" in a path, which can rebuild "//" once dot segments are resolved.
  if (path.split(/[?#]/, 1)[0].includes('\\')) return home;
  let url: URL;
  try {
    url = new URL(path, thisSite);
  } catch {
    return home;
  }
  // "/.//evil" resolves to the path "//evil", which would read as a host if used again as a URL.
  if (url.origin !== thisSite || url.pathname.startsWith('//')) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The same-site path of an address query's `return` (read raw, so that it is decoded exactly
 * once), or null when the query has none: a page that sends the customer elsewhere and back.
 */
export function returnQueryPath(search: string): string | null {
  const match = /[?&]return=([^&#]*)/.exec(search);
  return match ? safeReturnPath(match[1]) : null;
}
