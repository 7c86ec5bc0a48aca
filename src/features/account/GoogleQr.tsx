/** The authenticator setup QR code. */
import { QrCode } from '../../shell/QrCode.tsx';
import { useT } from '../../i18n/use-t.ts';

export function GoogleQr({ value }: { value: string }) {
  const t = useT();
  return <QrCode value={value} label={t('account.google.qr')} className="google-qr" />;
}
