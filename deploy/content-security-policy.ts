/**
 * The page's Content-Security-Policy, built from a site-config. The sandbox server and the
 * generated nginx server block both call this one function, so the two cannot drift.
 */
import {
  analyticsProviderNeeds,
  chatProviderNeeds,
  type CspDirective,
  type ProviderNeeds,
} from '../src/config/providers.ts';
import { createHash } from 'node:crypto';
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { headScript } from '../src/lib/head-script.ts';

/** The one inline script, index.html's head script (the theme, a page's first files), allowed by its hash alone. */
export const headScriptHash = `'sha256-${createHash('sha256').update(headScript()).digest('base64')}'`;

type Directive = CspDirective | 'default-src' | 'object-src' | 'base-uri' | 'frame-ancestors' | 'form-action';

/** A host as a CSP source: the origin of an absolute URL; a path on the app's own origin is 'self' already. */
export function cspSource(host: string): string | null {
  return /^https?:\/\//.test(host) ? new URL(host).origin : null;
}

/**
 * Everything the app's own code needs: its files, the head script by its hash, inline styles (React style props), data: images,
 * and blob: images (pictures the API answers as bytes, shown through object URLs).
 */
function basePolicy(): Map<Directive, string[]> {
  return new Map<Directive, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", headScriptHash]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['connect-src', ["'self'"]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ]);
}

function allow(policy: Map<Directive, string[]>, directive: Directive, source: string | null): void {
  if (!source) return;
  // A directive the base leaves to default-src starts from what default-src allows.
  const sources = policy.get(directive) ?? [...policy.get('default-src')!];
  if (!sources.includes(source)) sources.push(source);
  policy.set(directive, sources);
}

function allowProvider(policy: Map<Directive, string[]>, needs: ProviderNeeds, host: string): void {
  for (const directive of needs.hostIn) allow(policy, directive, cspSource(host));
  for (const [directive, sources] of Object.entries(needs.also ?? {}))
    for (const source of sources) allow(policy, directive as CspDirective, source);
}

/**
 * The policy for a site-config: calls to the active environment's API, futures API and
 * maintenance hosts, images (and help videos) from its image hosts and the brand logo's host, and the chat and
 * analytics providers while their switch is on, and the monitoring endpoint while site.json has one. No inline or eval'd script, ever. Null (a
 * site.json that does not check) gives the app's own needs only.
 */
export function contentSecurityPolicy(config: SiteConfig | null): string {
  const policy = basePolicy();
  if (config) {
    const hosts = config.environments.hosts[config.environments.active];
    for (const host of [hosts.api, hosts.futuresApi, hosts.maintenance]) allow(policy, 'connect-src', cspSource(host));
    const logos = Object.values(config.brand.theme?.logos ?? {});
    for (const host of [config.brand.logo, ...logos, ...(hosts.images ?? [])])
      allow(policy, 'img-src', cspSource(host));
    // The content hosts also serve the help centre's videos and their captions.
    for (const host of hosts.images ?? []) allow(policy, 'media-src', cspSource(host));
    if (config.switches.chat && config.chat && hosts.chat)
      allowProvider(policy, chatProviderNeeds[config.chat.provider], hosts.chat);
    if (config.switches.analytics && config.analytics && hosts.analytics)
      allowProvider(policy, analyticsProviderNeeds[config.analytics.provider], hosts.analytics);
    // The monitoring reports (sendBeacon and fetch are both connect-src).
    if (config.monitoring) allow(policy, 'connect-src', cspSource(config.monitoring.endpoint));
  }
  return [...policy].map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');
}
