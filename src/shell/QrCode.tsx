/**
 * A QR code at the site's QR settings (size, error correction, type number), on white whatever the
 * theme. qrcode.react is a lazy chunk, fetched only when a code is first drawn; until then, or for
 * good if it cannot be fetched, the code's place holds still.
 */
import { lazy, type Ref } from 'react';
import { constants } from '../config/site-config.ts';
import { Deferred } from '../ui/Deferred.tsx';
import './qr-code.css';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

interface QrCodeProps {
  value: string;
  /** What the code holds, for a screen reader. */
  label: string;
  /** The place's own look (a frame, a margin), beside the shared one. */
  className?: string;
  /** False keeps only the place, for a code to be made later (as the visitor comes near it). */
  drawn?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

export function QrCode({ value, label, className, drawn = true, ref }: QrCodeProps) {
  const { size, level, typeNumber } = constants().qrCode;
  const pending = <span className="qr-code__pending" aria-hidden="true" />;
  return (
    <span ref={ref} className={className ? `qr-code ${className}` : 'qr-code'} style={{ width: size, height: size }}>
      {drawn ? (
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
      ) : (
        pending
      )}
    </span>
  );
}
