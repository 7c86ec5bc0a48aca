/** "Download": a QR code for each app market the site-config offers, and a link to /download. */
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DownloadIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';

const AppQrCodes = lazy(() => import('./AppQrCodes.tsx'));

export function DownloadPopover() {
  const intl = useIntl();
  return (
    <Popover
      className="header-popover--download"
      button={
        <>
          <DownloadIcon />
          <span className="header__label">{intl.formatMessage({ id: 'header.download.button' })}</span>
        </>
      }
      title={intl.formatMessage({ id: 'header.download.title' })}
    >
      <AppQrCodes />
    </Popover>
  );
}
