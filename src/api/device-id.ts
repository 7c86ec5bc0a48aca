/** The visitor's device id: made once, kept in local storage, sent with every call. No tracking beyond that. */
const storageKey = 'exchange-web:deviceId';

/** The device id the page renderer sends: its calls are a server's, never a visitor's. */
export const pageRendererDeviceId = 'page-renderer';

export function deviceId(): string {
  try {
    const existing = localStorage.getItem(storageKey);
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) return existing;
    const made = crypto.randomUUID();
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    return fallback;
  }
}

// Private browsing can refuse storage; the id then lives as long as the page.
const fallback =
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : '00000000-0000-4000-8000-000000000000';
