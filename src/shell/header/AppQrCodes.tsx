/** The download popover's content: a QR code per app the site offers; its own chunk, loaded on first open. */
import { useApiQuery } from '../../api/query.ts';
import { Link } from 'react-router';
import { offeredAppsQuery } from '../../data/apps.ts';
import { Loaded } from '../Loaded.tsx';
import { AppQrCode } from './AppQrCode.tsx';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

export default function AppQrCodes() {
  const t = useT();
  const apps = useApiQuery(offeredAppsQuery());
  return (
    <>
      <Loaded query={apps} empty="header.download.empty">
        {(shown) => (
          <ul className="header-qr-list">
            {shown.map((app) => (
              <li key={app.Id}>
                <AppQrCode value={app.QrContent} name={t(`header.download.${app.app_market}`)} />
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      {isRouted('download') && (
        <Link className="header-popover__more" to={pagePath('download')}>
          {t('header.download.more')}
        </Link>
      )}
    </>
  );
}
