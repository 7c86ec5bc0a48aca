/** The headers every answer of the app carries, for the sandbox server and the nginx server block alike. */
import type { SiteConfig } from '../src/config/site-config.schema.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';

export interface HeaderOptions {
  /** The site is reached over https (TLS here or in front): browsers are told to keep to it. */
  https: boolean;
}

/** Powerful features the app never uses, refused for it and for anything it embeds. */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders(config: SiteConfig | null, { https }: HeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    // frame-ancestors 'none' refuses framing; this says the same to browsers that predate it.
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000' } : {}),
  };
}
