/** The app download page: each app market from the version call, with its QR code and link. */
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { brand, constants, isSwitchOn } from '../../config/site-config.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import './download.css';

// qrcode.react is fetched only when a code is drawn.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

const loadApps = () => call(api().base.GET('/api/idcm/foundation/app/Version/NewAll'));

function AppQr({ value, label }: { value: string; label: string }) {
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <Suspense fallback={<span className="download__qr download__qr--pending" style={{ width: size, height: size }} aria-hidden="true" />}>
      <QRCodeSVG className="download__qr" value={value} size={size} level={level} minVersion={Math.max(1, typeNumber)} marginSize={2} role="img" aria-label={label} />
    </Suspense>
  );
}

export default function DownloadPage() {
  const intl = useIntl();
  const apps = useCall(loadApps, []);
  const failure = apps.status === 'error' ? errorMessage(apps.error) : null;
  return (
    <div className="page download">
      <h1>{intl.formatMessage({ id: 'download.title' }, { brand: brand().name })}</h1>
      <p className="download__lead">{intl.formatMessage({ id: 'download.text' })}</p>
      {apps.status === 'loading' && <Loading />}
      {failure && <LoadError message={intl.formatMessage({ id: failure.id }, failure.values)} onRetry={apps.reload} />}
      {apps.status === 'ok' && apps.data.length === 0 && <Empty message={intl.formatMessage({ id: 'download.empty' })} />}
      {apps.status === 'ok' && apps.data.length > 0 && (
        <ul className="download__apps">
          {apps.data.map((app) => {
            const name = intl.formatMessage({ id: `download.market.${app.app_market}` });
            return (
              <li key={app.Id} className="download__app">
                {isSwitchOn('qrCode') && <AppQr value={app.QrContent} label={name} />}
                <a className="ui-button ui-button--primary" href={app.QrContent} rel="noopener noreferrer">
                  {name}
                </a>
                {app.Version && <span className="download__version">{intl.formatMessage({ id: 'download.version' }, { version: app.Version })}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
