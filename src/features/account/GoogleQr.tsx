/** The authenticator setup QR code. */
import { useIntl } from 'react-intl';
import { QrCode } from '../../shell/QrCode.tsx';

export function GoogleQr({ value }: { value: string }) {
  const intl = useIntl();
  return <QrCode value={value} label={intl.formatMessage({ id: 'account.google.qr' })} className="google-qr" />;
}
