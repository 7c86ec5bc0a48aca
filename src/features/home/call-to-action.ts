/**
 * Where the home page's call to action leads: registration when that page exists and the visitor
 * is not signed in yet, otherwise the markets; nothing when neither page is routed.
 */
import { hasRoute } from '../../config/site-config.ts';

export interface CallToAction {
  to: string;
  label: string;
}

export function callToAction(signedIn: boolean): CallToAction | null {
  if (!signedIn && hasRoute('/user/register')) return { to: '/user/register', label: 'home.cta.register' };
  if (hasRoute('/markets')) return { to: '/markets', label: 'home.cta.markets' };
  return null;
}
