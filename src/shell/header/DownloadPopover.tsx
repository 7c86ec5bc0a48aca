/** "Download": a QR code for each app market the site-config offers, and a link to /download. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import { offeredAppsQuery } from '../../data/apps.ts';
import { Loaded } from '../Loaded.tsx';
import { AppQrCode } from './AppQrCode.tsx';
import { DownloadIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';

function AppQrCodes() {
  const intl = useIntl();
  const apps = useQuery(offeredAppsQuery());
  return (
    <>
      <Loaded query={apps} empty="header.download.empty">
        {(shown) => (
          <ul className="header-qr-list">
            {shown.map((app) => (
              <li key={app.Id}>
                <AppQrCode value={app.QrContent} name={intl.formatMessage({ id: `header.download.${app.app_market}` })} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {hasRoute('/download') && (
        <Link className="header-popover__more" to="/download">
          {intl.formatMessage({ id: 'header.download.more' })}
        </Link>
      )}
    </>
  );
}

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
