/** The login QR code itself, drawn when the QR tab opens. */
import { useIntl } from 'react-intl';
import { QrCode } from '../../../shell/QrCode.tsx';

export function LoginQrCode({ value }: { value: string }) {
  const intl = useIntl();
  return <QrCode value={value} label={intl.formatMessage({ id: 'signIn.qr.image' })} className="login-qr__code" />;
}
