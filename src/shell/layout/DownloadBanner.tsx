/** The strip inviting visitors to get the phone app; closed once, it stays closed. */
import { brand } from '../../config/site-config.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { closeDownloadBanner } from './download-banner-store.ts';
import { pagePath } from '../../config/page-paths.ts';
import './download-banner.css';
import { useLogo } from '../theme.ts';
import { CloseIcon } from '../header/icons.tsx';
import { useT } from '../../i18n/use-t.ts';

export function DownloadBanner() {
  const t = useT();
  const { name } = brand();
  const logo = useLogo();
  return (
    <aside className="download-banner" aria-label={t('layout.downloadBanner.label')}>
      {/* eslint-disable-next-line no-restricted-syntax -- the brand's logo is on the first screen: loaded at once, as by default */}
      <img className="download-banner__logo" src={logo} alt="" width={32} height={32} />
      <p className="download-banner__text">{t('layout.downloadBanner.text', { brand: name })}</p>
      <ButtonLink className="download-banner__action" to={pagePath('download')}>
        {t('layout.downloadBanner.action')}
      </ButtonLink>
      <button
        type="button"
        className="download-banner__close"
        onClick={closeDownloadBanner}
        aria-label={t('layout.downloadBanner.close')}
      >
        <CloseIcon />
      </button>
    </aside>
  );
}
