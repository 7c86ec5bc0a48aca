/** The invite link as a QR code; qrcode.react is its own chunk, fetched only when this shows. */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { constants } from '../../config/site-config.ts';
import { Loading } from '../../ui/LoadState.tsx';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function InviteQrCode({ link }: { link: string }) {
  const intl = useIntl();
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <figure className="invite__qr">
      <div className="invite__qr-code" style={{ width: size, height: size }}>
        <Suspense fallback={<Loading />}>
          <QRCodeSVG
            value={link}
            size={size}
            level={level}
            minVersion={Math.max(1, typeNumber)}
            marginSize={2}
            title={intl.formatMessage({ id: 'invite.qr' })}
            role="img"
          />
        </Suspense>
      </div>
      <figcaption>{intl.formatMessage({ id: 'invite.qrCaption' })}</figcaption>
    </figure>
  );
}
