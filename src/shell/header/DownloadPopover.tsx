/** "Download": a QR code for each app market the site-config offers, and a link to /download. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { hasRoute, siteConfig } from '../../config/site-config.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import { AppQrCode } from './AppQrCode.tsx';
import { DownloadIcon } from './icons.tsx';
import { Popover } from './Popover.tsx';

const loadApps = () => call(api().base.GET('/api/idcm/foundation/app/Version/NewAll'));

function AppQrCodes() {
  const intl = useIntl();
  const apps = useCall(loadApps, []);
  if (apps.status === 'loading') return <Loading />;
  if (apps.status === 'error') {
    const message = errorMessage(apps.error);
    return <LoadError message={intl.formatMessage({ id: message.id }, message.values)} onRetry={apps.reload} />;
  }
  const offered = siteConfig().home.appDownloads;
  const shown = apps.data.filter((app) => offered[app.app_market]);
  return (
    <>
      {shown.length === 0 ? (
        <Empty message={intl.formatMessage({ id: 'header.download.empty' })} />
      ) : (
        <ul className="header-qr-list">
          {shown.map((app) => (
            <li key={app.Id}>
              <AppQrCode value={app.QrContent} name={intl.formatMessage({ id: `header.download.${app.app_market}` })} />
            </li>
          ))}
        </ul>
      )}
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
