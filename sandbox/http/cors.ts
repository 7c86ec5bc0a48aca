/**
 * CORS as the operator's API hosts must answer it when the app is served from another origin
 * (docs/deploy.md): the app origins configured (serve.ts, CORS_ORIGIN) may call with the
 * request headers the app's middleware adds. The list is kept by hand, as a real host's is, so
 * a new header the app starts sending fails the production browser test until it is documented.
 */
export const allowedRequestHeaders = ['Token', 'LanguageCode', 'ClientType', 'DeviceId', 'Content-Type'] as const;
export const allowedMethods = ['GET', 'POST'] as const;

/** The configured app origins, from a comma-separated list. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
}

/** Headers that let an allowed origin read the answer; none for any other origin or a same-origin call. */
export function corsHeaders(origin: string | undefined, allowed: string[]): Record<string, string> {
  if (!origin || !allowed.includes(origin)) return {};
  return { 'access-control-allow-origin': origin, vary: 'Origin' };
}

/** The answer to a preflight (OPTIONS with Access-Control-Request-Method): 204 for an allowed origin, else 403. */
export function preflightAnswer(
  origin: string | undefined,
  allowed: string[],
): { status: number; headers: Record<string, string> } {
  const headers = corsHeaders(origin, allowed);
  if (!headers['access-control-allow-origin'])
    return { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } };
  return {
    status: 204,
    headers: {
      ...headers,
      'access-control-allow-methods': allowedMethods.join(', '),
      'access-control-allow-headers': allowedRequestHeaders.join(', '),
      'access-control-max-age': '600',
    },
  };
}
