/**
 * A QR code of an app's download address. Making a code with the highest error correction is
 * costly on a phone, and the codes sit below the first screen: qrcode.react loads and each code is
 * made only when the visitor scrolls near it. A code that cannot be made leaves its place empty.
 */
import { lazy } from 'react';
import { constants } from '../../config/site-config.ts';
import { Deferred } from '../../ui/Deferred.tsx';
import { useNearView } from '../../ui/use-near-view.ts';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export function AppQrCode({ value, label }: { value: string; label: string }) {
  const { size, level, typeNumber } = constants().qrCode;
  const [place, near] = useNearView<HTMLSpanElement>();
  const pending = (
    <span ref={place} className="app-qr app-qr--pending" style={{ width: size, height: size }} aria-hidden="true" />
  );
  if (!near) return pending;
  return (
    <Deferred loading={pending} failed={pending}>
      <QRCodeSVG
        className="app-qr"
        value={value}
        size={size}
        level={level}
        minVersion={Math.max(1, typeNumber)}
        marginSize={2}
        role="img"
        aria-label={label}
      />
    </Deferred>
  );
}
