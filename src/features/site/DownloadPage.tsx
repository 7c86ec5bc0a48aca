/** The app download page: each app market from the version call, with its QR code and link. */
import { ExternalButtonLink } from '../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../api/query.ts';
import { isSwitchOn } from '../../config/site-config.ts';
import { appsQuery } from '../../data/apps.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { QrCode } from '../../shell/QrCode.tsx';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import './download.css';
import { useT } from '../../i18n/use-t.ts';

export default function DownloadPage() {
  const t = useT();
  const apps = useApiQuery(appsQuery());
  const { intro } = usePageIntro('download');
  return (
    <div className="page download">
      {intro}
      <Loaded query={apps} empty="download.empty">
        {(list) => (
          <ul className="download__apps">
            {list.map((app) => {
              const name = t(`download.market.${app.app_market}`);
              return (
                <li key={app.Id} className="download__app">
                  {isSwitchOn('qrCode') && <QrCode value={app.QrContent} label={name} />}
                  <ExternalButtonLink href={app.QrContent}>{name}</ExternalButtonLink>
                  {app.Version && (
                    <span className="download__version">{t('download.version', { version: app.Version })}</span>
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
