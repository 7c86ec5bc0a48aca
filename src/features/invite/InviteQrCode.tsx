/** The invite link as a QR code. */
import { useIntl } from 'react-intl';
import { QrCode } from '../../shell/QrCode.tsx';

export function InviteQrCode({ link }: { link: string }) {
  const intl = useIntl();
  return (
    <figure className="invite__qr">
      <QrCode value={link} label={intl.formatMessage({ id: 'invite.qr' })} className="invite__qr-code" />
      <figcaption>{intl.formatMessage({ id: 'invite.qrCaption' })}</figcaption>
    </figure>
  );
}
