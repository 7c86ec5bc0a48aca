/** The phone apps the site-config offers (Android, iOS, beta), each with its QR code and link. */
import { useIntl } from 'react-intl';
import { api } from '../../../api/clients.ts';
import { call } from '../../../api/call.ts';
import { useCall } from '../../../api/use-call.ts';
import { brand, isSwitchOn, siteConfig } from '../../../config/site-config.ts';
import { AppQrCode } from '../AppQrCode.tsx';
import { Loaded } from '../Loaded.tsx';
import { SectionHead } from '../SectionHead.tsx';
import './app-download.css';

const order = ['android', 'ios', 'beta'] as const;

const loadApps = async () => {
  const result = await call(api().base.GET('/api/idcm/foundation/app/Version/NewAll'));
  if (!result.ok) return result;
  const offered = siteConfig().home.appDownloads;
  const apps = result.data.filter((app) => offered[app.app_market]).sort((a, b) => order.indexOf(a.app_market) - order.indexOf(b.app_market));
  return { ok: true as const, data: apps };
};

export default function AppDownload() {
  const intl = useIntl();
  const apps = useCall(loadApps, []);
  return (
    <section className="home-section app-download" aria-labelledby="app-download-title">
      <SectionHead id="app-download-title" title={intl.formatMessage({ id: 'home.appDownload.title' }, { brand: brand().name })} lead={intl.formatMessage({ id: 'home.appDownload.lead' })} more={{ to: '/download', label: intl.formatMessage({ id: 'home.appDownload.more' }) }} />
      <Loaded state={apps} empty="home.appDownload.empty">
        {(list) => (
          <ul className="app-download__list">
            {list.map((app) => {
              const name = intl.formatMessage({ id: `home.appDownload.${app.app_market}` });
              return (
                <li key={app.Id} className="app-download__app">
                  {isSwitchOn('qrCode') && <AppQrCode value={app.QrContent} label={intl.formatMessage({ id: 'home.appDownload.qr' }, { app: name })} />}
                  <a className="ui-button ui-button--secondary" href={app.QrContent} rel="noopener noreferrer">
                    {name}
                  </a>
                  {app.Version && <span className="app-download__version">{intl.formatMessage({ id: 'home.appDownload.version' }, { version: app.Version })}</span>}
                </li>
              );
            })}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
