import { isRouted, pagePath } from '../../config/page-paths.ts';
/**
 * Where the home page's call to action leads: registration when that page exists and the visitor
 * is not signed in yet, otherwise the markets; nothing when neither page is routed.
 */

export interface CallToAction {
  to: string;
  label: string;
}

export function callToAction(signedIn: boolean): CallToAction | null {
  if (!signedIn && isRouted('register')) return { to: pagePath('register'), label: 'home.cta.register' };
  if (isRouted('markets')) return { to: pagePath('markets'), label: 'home.cta.markets' };
  return null;
}
