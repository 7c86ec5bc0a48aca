/** The app download page: each app market from the version call, with its QR code and link. */
import { ExternalButtonLink } from '../../ui/ExternalButtonLink.tsx';
import { useApiQuery } from '../../api/query.ts';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { constants, isSwitchOn } from '../../config/site-config.ts';
import { appsQuery } from '../../data/apps.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import './download.css';

// qrcode.react is fetched only when a code is drawn.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

function AppQr({ value, label }: { value: string; label: string }) {
  const { size, level, typeNumber } = constants().qrCode;
  return (
    <Suspense
      fallback={
        <span className="download__qr download__qr--pending" style={{ width: size, height: size }} aria-hidden="true" />
      }
    >
      <QRCodeSVG
        className="download__qr"
        value={value}
        size={size}
        level={level}
        minVersion={Math.max(1, typeNumber)}
        marginSize={2}
        role="img"
        aria-label={label}
      />
    </Suspense>
  );
}

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
                  {isSwitchOn('qrCode') && <AppQr value={app.QrContent} label={name} />}
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
