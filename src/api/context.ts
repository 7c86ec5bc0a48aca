/** What the api layer needs from the rest of the app, handed in once at start-up. */
export interface ApiSession {
  /** The token to send, or null when signed out. */
  token(): string | null;
  /**
   * A call met an expired token (code 40003, HTTP 401 or 403). Resolves with the token to replay
   * it with, or null when it must fail (no refresh token, refresh refused, signed out meanwhile).
   */
  refreshed(failedToken: string | null): Promise<string | null>;
}

export interface ApiContext {
  session: ApiSession;
  /** The language code header. */
  language(): string;
  /** 0 for the web layout, 1 for the mobile layout. */
  clientType(): 0 | 1;
  deviceId(): string;
  timeoutMs: number;
}
