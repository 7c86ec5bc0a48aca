/** One app's download QR code with its name; the shared QrCode fetches qrcode.react only when shown. */
import { QrCode } from '../QrCode.tsx';
import { useT } from '../../i18n/use-t.ts';

export function AppQrCode({ value, name }: { value: string; name: string }) {
  const t = useT();
  return (
    <figure className="header-qr">
      <QrCode value={value} label={t('header.download.qr', { app: name })} />
      <figcaption>{name}</figcaption>
    </figure>
  );
}
