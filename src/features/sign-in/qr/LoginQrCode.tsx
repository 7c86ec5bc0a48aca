/** The login QR code itself; qrcode.react is a lazy chunk fetched only when the QR tab opens. */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { constants } from '../../../config/site-config.ts';
import { Loading } from '../../../ui/LoadState.tsx';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function LoginQrCode({ value }: { value: string }) {
  const intl = useIntl();
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <Suspense fallback={<Loading />}>
      <QRCodeSVG
        value={value}
        size={size}
        level={level}
        minVersion={Math.max(1, typeNumber)}
        marginSize={2}
        role="img"
        title={intl.formatMessage({ id: 'signIn.qr.image' })}
        className="login-qr__svg"
      />
    </Suspense>
  );
}
