/** The phone apps the site-config offers (Android, iOS, beta), each with its QR code and link. */
import { ExternalButtonLink } from '../../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../../api/query.ts';
import { useIntl } from 'react-intl';
import { brand, isSwitchOn } from '../../../config/site-config.ts';
import { offeredAppsQuery } from '../../../data/apps.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { AppQrCode } from '../AppQrCode.tsx';
import { SectionHead } from '../SectionHead.tsx';
import './app-download.css';

export default function AppDownload() {
  const intl = useIntl();
  const apps = useApiQuery(offeredAppsQuery());
  return (
    <section className="home-section app-download" aria-labelledby="app-download-title">
      <SectionHead
        id="app-download-title"
        title={intl.formatMessage({ id: 'home-sections.appDownload.title' }, { brand: brand().name })}
        lead={intl.formatMessage({ id: 'home-sections.appDownload.lead' })}
        more={{ page: 'download', label: intl.formatMessage({ id: 'home-sections.appDownload.more' }) }}
      />
      <Loaded query={apps} empty="home-sections.appDownload.empty">
        {(list) => (
          <ul className="app-download__list">
            {list.map((app) => {
              const name = intl.formatMessage({ id: `home-sections.appDownload.${app.app_market}` });
              return (
                <li key={app.Id} className="app-download__app">
                  {isSwitchOn('qrCode') && (
                    <AppQrCode
                      value={app.QrContent}
                      label={intl.formatMessage({ id: 'home-sections.appDownload.qr' }, { app: name })}
                    />
                  )}
                  <ExternalButtonLink variant="secondary" href={app.QrContent}>
                    {name}
                  </ExternalButtonLink>
                  {app.Version && (
                    <span className="app-download__version">
                      {intl.formatMessage({ id: 'home-sections.appDownload.version' }, { version: app.Version })}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
