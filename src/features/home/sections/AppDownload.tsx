/** The phone apps the site-config offers (Android, iOS, beta), each with its QR code and link. */
import { ExternalButtonLink } from '../../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../../api/query.ts';
import { brand, isSwitchOn } from '../../../config/site-config.ts';
import { offeredAppsQuery } from '../../../data/apps.ts';
import { Loaded } from '../../../shell/Loaded.tsx';
import { AppQrCode } from '../AppQrCode.tsx';
import { SectionHead } from '../SectionHead.tsx';
import { useT } from '../../../i18n/use-t.ts';

export default function AppDownload() {
  const t = useT();
  const apps = useApiQuery(offeredAppsQuery());
  return (
    <section className="home-section app-download" aria-labelledby="app-download-title">
      <SectionHead
        id="app-download-title"
        title={t('home-sections.appDownload.title', { brand: brand().name })}
        lead={t('home-sections.appDownload.lead')}
        more={{ page: 'download', label: t('home-sections.appDownload.more') }}
      />
      <Loaded query={apps} empty="home-sections.appDownload.empty">
        {(list) => (
          <ul className="app-download__list">
            {list.map((app) => {
              const name = t(`home-sections.appDownload.${app.app_market}`);
              return (
                <li key={app.Id} className="app-download__app">
                  {isSwitchOn('qrCode') && (
                    <AppQrCode value={app.QrContent} label={t('home-sections.appDownload.qr', { app: name })} />
                  )}
                  <ExternalButtonLink variant="secondary" href={app.QrContent}>
                    {name}
                  </ExternalButtonLink>
                  {app.Version && (
                    <span className="app-download__version">
                      {t('home-sections.appDownload.version', { version: app.Version })}
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
