/** One app's download QR code with its name; the shared QrCode fetches qrcode.react only when shown. */
import { useIntl } from 'react-intl';
import { QrCode } from '../QrCode.tsx';

export function AppQrCode({ value, name }: { value: string; name: string }) {
  const intl = useIntl();
  return (
    <figure className="header-qr">
      <QrCode value={value} label={intl.formatMessage({ id: 'header.download.qr' }, { app: name })} />
      <figcaption>{name}</figcaption>
    </figure>
  );
}
