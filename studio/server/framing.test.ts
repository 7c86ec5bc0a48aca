import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../deploy/security-headers.ts';
import { framableBySelf } from './framing.ts';

describe('the preview frames through the studio', () => {
  it("lets the studio's own origin frame the app, and only it", () => {
    const served = Object.fromEntries(
      Object.entries(securityHeaders(null, { https: false })).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const framed = framableBySelf(served);
    expect(framed).not.toHaveProperty('x-frame-options');
    expect(framed['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(framed['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(String(framed['content-security-policy']).replace("frame-ancestors 'self'", '')).toBe(
      served['content-security-policy'].replace("frame-ancestors 'none'", ''),
    );
  });

  it('leaves answers without a policy as they are', () => {
    expect(framableBySelf({ 'content-type': 'application/json' })).toEqual({ 'content-type': 'application/json' });
  });
});
