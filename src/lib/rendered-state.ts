/**
 * What a page rendered on the server carries for the browser's takeover: the language and layout
 * it was rendered in, and the answers it was rendered from (as the query cache keys them).
 */
import type { Language } from './language.ts';

export const renderedStateId = 'rendered-state';

export interface RenderedState {
  language: Language;
  mobile: boolean;
  answers: [key: unknown, data: unknown][];
}

/** The state of the page the server rendered, or null when the page is the app's shell. */
export function renderedState(): RenderedState | null {
  if (!document.getElementById('root')?.hasAttribute('data-rendered')) return null;
  try {
    return JSON.parse(document.getElementById(renderedStateId)?.textContent ?? 'null') as RenderedState | null;
  } catch {
    return null;
  }
}
