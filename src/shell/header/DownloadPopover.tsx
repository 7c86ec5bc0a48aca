/** "Download": a QR code for each app market the site-config offers, and a link to /download. */
import { lazy } from 'react';
import { DownloadIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';
import { useT } from '../../i18n/use-t.ts';

const AppQrCodes = lazy(() => import('./AppQrCodes.tsx'));

export function DownloadPopover() {
  const t = useT();
  return (
    <Popover
      className="header-popover--download"
      button={
        <>
          <DownloadIcon />
          <span className="header__label">{t('header.download.button')}</span>
        </>
      }
      title={t('header.download.title')}
    >
      <AppQrCodes />
    </Popover>
  );
}
