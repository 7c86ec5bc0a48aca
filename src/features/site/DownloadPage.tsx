/** The app download page: each app market's link, from the version call. */
import { useIntl } from 'react-intl';
import { api } from '../../api/clients.ts';
import { call } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useCall } from '../../api/use-call.ts';
import { brand } from '../../config/site-config.ts';
import { Empty, LoadError, Loading } from '../../ui/LoadState.tsx';
import './download.css';

const loadApps = () => call(api().base.GET('/api/idcm/foundation/app/Version/NewAll'));

export default function DownloadPage() {
  const intl = useIntl();
  const apps = useCall(loadApps, []);
  return (
    <div className="page download">
      <h1>{intl.formatMessage({ id: 'download.title' }, { brand: brand().name })}</h1>
      <p>{intl.formatMessage({ id: 'download.text' })}</p>
      {apps.status === 'loading' && <Loading />}
      {apps.status === 'error' && <LoadError message={intl.formatMessage(errorMessage(apps.error), errorMessage(apps.error).values)} onRetry={apps.reload} />}
      {apps.status === 'ok' && apps.data.length === 0 && <Empty message={intl.formatMessage({ id: 'download.empty' })} />}
      {apps.status === 'ok' && apps.data.length > 0 && (
        <ul className="download__apps">
          {apps.data.map((app) => (
            <li key={app.Id}>
              <a className="ui-button ui-button--primary" href={app.QrContent} rel="noopener noreferrer">
                {intl.formatMessage({ id: `download.market.${app.app_market}` })}
              </a>
              {app.Version && <span className="download__version">{intl.formatMessage({ id: 'download.version' }, { version: app.Version })}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
