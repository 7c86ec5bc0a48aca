/**
 * RFC 6238 time-based one-time passwords (HMAC-SHA1, 30-second steps, 6 digits), as Google
 * Authenticator computes them. The browser tests import `totp` to type a valid code.
 */
import { createHmac, randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const stepMs = 30_000;
const digits = 6;

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new 160-bit secret, the length authenticator apps expect. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

function codeAtStep(key: Buffer, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator shows at `timeMs` for the base32 secret. */
export function totp(secretBase32: string, timeMs: number): string {
  return codeAtStep(base32Decode(secretBase32), Math.floor(timeMs / stepMs));
}

/** Whether `code` is the code of the current step or of one step either side (clock drift). */
export function verifyTotp(secretBase32: string, code: string, timeMs: number, window = 1): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secretBase32);
  const step = Math.floor(timeMs / stepMs);
  for (let d = -window; d <= window; d++) if (codeAtStep(key, step + d) === code) return true;
  return false;
}
