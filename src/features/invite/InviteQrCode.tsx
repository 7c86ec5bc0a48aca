/** The invite link as a QR code. */
import { QrCode } from '../../shell/QrCode.tsx';
import { useT } from '../../i18n/use-t.ts';

export function InviteQrCode({ link }: { link: string }) {
  const t = useT();
  return (
    <figure className="invite__qr">
      <QrCode value={link} label={t('invite.qr')} className="invite__qr-code" />
      <figcaption>{t('invite.qrCaption')}</figcaption>
    </figure>
  );
}
