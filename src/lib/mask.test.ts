// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './mask.ts';

describe('maskEmail', () => {
  it('keeps the first two letters of the name and the whole domain', () => {
    expect(maskEmail('demo@example.com')).toBe('de***@example.com');
    expect(maskEmail('d.e.m.o@mail.example.com')).toBe('d.***@mail.example.com');
  });

  it('never shows a short name whole', () => {
    expect(maskEmail('abc@x.io')).toBe('ab***@x.io');
    expect(maskEmail('ab@x.io')).toBe('a***@x.io');
    expect(maskEmail('a@x.io')).toBe('a***@x.io');
  });

  it('masks the name before the last @, and text without one as a name', () => {
    expect(maskEmail('"a@b"@example.com')).toBe('"a***@example.com');
    expect(maskEmail('demo')).toBe('de***');
  });
});

describe('maskPhone', () => {
  it('keeps three digits at each end of a phone number', () => {
    expect(maskPhone('8031234567')).toBe('803****567');
    expect(maskPhone('1234567')).toBe('123****567');
  });

  it('never shows a short number whole', () => {
    expect(maskPhone('123456')).toBe('1****6');
    expect(maskPhone('12345')).toBe('1****5');
    expect(maskPhone('12')).toBe('1****');
  });
});
