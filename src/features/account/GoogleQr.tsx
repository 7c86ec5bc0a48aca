/** The authenticator setup QR code; qrcode.react is a lazy chunk fetched only when this shows. */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { constants } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function GoogleQr({ value }: { value: string }) {
  const intl = useIntl();
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <div className="google-qr" style={{ width: size, height: size }}>
      <Suspense fallback={<Loading />}>
        <QRCodeSVG
          value={value}
          size={size}
          level={level}
          minVersion={Math.max(1, typeNumber)}
          marginSize={1}
          title={intl.formatMessage({ id: 'account.google.qr' })}
          role="img"
        />
      </Suspense>
    </div>
  );
}
