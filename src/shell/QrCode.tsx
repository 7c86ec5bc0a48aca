/**
 * A QR code at the site's QR settings (size, error correction, type number). qrcode.react is a
 * lazy chunk, fetched only when a code is first shown; the code's place stays empty if it cannot be.
 */
import { lazy } from 'react';
import { constants } from '../config/site-config.ts';
import { Deferred } from '../ui/Deferred.tsx';
import './qr-code.css';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, level, typeNumber } = constants().qrCode;
  const pending = <span className="qr-code__pending" aria-hidden="true" />;
  return (
    <span className="qr-code" style={{ width: size, height: size }}>
      <Deferred loading={pending} failed={pending}>
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          minVersion={Math.max(1, typeNumber)}
          marginSize={2}
          role="img"
          aria-label={label}
        />
      </Deferred>
    </span>
  );
}
