/** The site footer. */
import { useIntl } from 'react-intl';
import { brand, isFooterItemOn, siteConfig } from '../../config/site-config.ts';
import './footer.css';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="footer">
      <div className="footer__inner">
        {isFooterItemOn('copyright') && (
          <p className="footer__copyright">{intl.formatMessage({ id: 'footer.copyright' }, { year: siteConfig().footer.copyrightYear, brand: brand().name })}</p>
        )}
      </div>
    </footer>
  );
}
