// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scrubMessage, scrubUrl } from './scrub.ts';

describe('scrubUrl', () => {
  it('keeps the origin and path, without query or fragment', () => {
    expect(scrubUrl('https://app.example/assets/index-B1x2.js?v=3#top')).toBe(
      'https://app.example/assets/index-B1x2.js',
    );
    expect(scrubUrl('/account/userInfo?token=abc')).toBe('/account/userInfo');
    expect(scrubUrl('/markets')).toBe('/markets');
  });
});

describe('scrubMessage', () => {
  it('masks emails', () => {
    expect(scrubMessage('No account for jane.doe+x@mail.example.com')).toBe('No account for [email]');
  });

  it('drops the query and fragment of any URL in the message', () => {
    expect(scrubMessage('GET https://api.example/v1/user?email=a&id=9 failed')).toBe(
      'GET https://api.example/v1/user failed',
    );
    expect(scrubMessage("Cannot open '/fiat/payment?orderId=7#pay'")).toBe("Cannot open '/fiat/payment'");
  });

  it('masks tokens, keys and wallet addresses', () => {
    expect(scrubMessage('Bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0')).toBe('Bad token [token].[token]');
    expect(scrubMessage('to 0x52908400098527886E0F7030069857D2E4169EE7')).toBe('to [token]');
    expect(scrubMessage('Session 3f9a1c0d4e5b6a7f8e9d0c1b2a3f4e5d expired')).toBe('Session [token] expired');
  });

  it('masks phone numbers and amounts, and keeps short numbers', () => {
    expect(scrubMessage('Call +44 20 7946 0958 now')).toBe('Call [number] now');
    expect(scrubMessage('Sell 0.25 BTC for 12,345.67 USDT')).toBe('Sell [number] BTC for [number] USDT');
    expect(scrubMessage('Order 58213 refused')).toBe('Order [number] refused');
    expect(scrubMessage('Request failed with status 404 at index 2')).toBe('Request failed with status 404 at index 2');
  });

  it('keeps a message with nothing personal as it is', () => {
    const message = "Cannot read properties of undefined (reading 'apiManagement')";
    expect(scrubMessage(message)).toBe(message);
  });

  it('bounds the length of what it sends', () => {
    expect(scrubMessage('x'.repeat(10_000)).length).toBe(300);
  });
});
