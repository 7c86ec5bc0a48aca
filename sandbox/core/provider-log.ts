/** What the stand-in chat and analytics providers were asked since the last reset (GET /__sandbox/providers). */
export interface ProviderLog {
  /** How many times each stand-in script was fetched. */
  loads: Record<string, number>;
  /** The page views the analytics stand-in received, as the page sent them. */
  pageViews: Record<string, unknown>[];
  /** The commands the chat stand-in received from the page ($crisp.push). */
  chat: unknown[];
}

export function createProviderLog(): ProviderLog {
  return { loads: {}, pageViews: [], chat: [] };
}
