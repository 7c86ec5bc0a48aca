/** The app download page: each app market from the version call, with its QR code and link. */
import { ExternalButtonLink } from '../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../api/query.ts';
import { useIntl } from 'react-intl';
import { isSwitchOn } from '../../config/site-config.ts';
import { appsQuery } from '../../data/apps.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { QrCode } from '../../shell/QrCode.tsx';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import './download.css';

export default function DownloadPage() {
  const intl = useIntl();
  const apps = useApiQuery(appsQuery());
  const { intro } = usePageIntro('download');
  return (
    <div className="page download">
      {intro}
      <Loaded query={apps} empty="download.empty">
        {(list) => (
          <ul className="download__apps">
            {list.map((app) => {
              const name = intl.formatMessage({ id: `download.market.${app.app_market}` });
              return (
                <li key={app.Id} className="download__app">
                  {isSwitchOn('qrCode') && <QrCode value={app.QrContent} label={name} />}
                  <ExternalButtonLink href={app.QrContent}>{name}</ExternalButtonLink>
                  {app.Version && (
                    <span className="download__version">
                      {intl.formatMessage({ id: 'download.version' }, { version: app.Version })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </div>
  );
}
