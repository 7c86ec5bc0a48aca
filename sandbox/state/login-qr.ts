/** Login QR codes: made by GetLoginQR, scanned and confirmed from the phone app (a knob here). */
import { now } from '../core/clock.ts';
import { randomToken } from '../core/ids.ts';

export type QrStatus = 'waiting' | 'scanned' | 'confirmed' | 'expired';

export interface LoginQr {
  qrId: string;
  status: QrStatus;
  customerId: number | null;
  expiresAt: number;
}

export interface LoginQrStore {
  codes: Map<string, LoginQr>;
  lifetimeMs: number;
}

export function createLoginQrStore(): LoginQrStore {
  return { codes: new Map(), lifetimeMs: 120_000 };
}

export function createLoginQr(store: LoginQrStore): LoginQr {
  const qr: LoginQr = {
    qrId: randomToken(12),
    status: 'waiting',
    customerId: null,
    expiresAt: now() + store.lifetimeMs,
  };
  store.codes.set(qr.qrId, qr);
  return qr;
}

/** The code with its status as of now (a code past its lifetime is expired). */
export function readLoginQr(store: LoginQrStore, qrId: string): LoginQr | undefined {
  const qr = store.codes.get(qrId);
  if (qr && qr.status !== 'confirmed' && qr.expiresAt <= now()) qr.status = 'expired';
  return qr;
}

export function latestLoginQr(store: LoginQrStore): LoginQr | undefined {
  return [...store.codes.values()].at(-1);
}
