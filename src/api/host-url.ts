/** A host given as a path (the sandbox's /sandbox/base) lives on the app's own origin. */
export function absolute(host: string): string {
  return host.startsWith('/') ? `${globalThis.location?.origin ?? 'http://localhost'}${host}` : host.replace(/\/$/, '');
}
