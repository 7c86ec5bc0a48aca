/** The login QR code itself, drawn when the QR tab opens. */
import { QrCode } from '../../../shell/QrCode.tsx';
import { useT } from '../../../i18n/use-t.ts';

export function LoginQrCode({ value }: { value: string }) {
  const t = useT();
  return <QrCode value={value} label={t('signIn.qr.image')} className="login-qr__code" />;
}
