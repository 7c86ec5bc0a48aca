/** A QR code of an app's download address; qrcode.react loads only when a code is shown. */
import { lazy, Suspense } from 'react';
import { constants } from '../../config/site-config.ts';

const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

export function AppQrCode({ value, label }: { value: string; label: string }) {
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <Suspense fallback={<span className="app-qr app-qr--pending" style={{ width: size, height: size }} aria-hidden="true" />}>
      <QRCodeSVG className="app-qr" value={value} size={size} level={level} minVersion={Math.max(1, typeNumber)} marginSize={2} role="img" aria-label={label} />
    </Suspense>
  );
}
