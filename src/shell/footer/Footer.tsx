/**
 * The site footer (spec section 2): logo, nav, link groups and partner links, contact, community,
 * disclaimer and copyright, each block switched by the site-config's footer items.
 */
import { useApiQuery } from '../../api/query.ts';
import { Link } from 'react-router';
import { brand, isFooterItemOn, siteConfig } from '../../config/site-config.ts';
import { contactInfoQuery } from './contact.ts';
import { FooterCommunity } from './FooterCommunity.tsx';
import { FooterContact } from './FooterContact.tsx';
import { FooterFriendLinks } from './FooterFriendLinks.tsx';
import { FooterLinkGroups } from './FooterLinkGroups.tsx';
import { FooterNav } from './FooterNav.tsx';
import { useLogo } from '../theme.ts';
import { pagePath } from '../../config/page-paths.ts';
import { useMessageAreas } from '../../i18n/language-store.ts';
import { shellMessageAreas } from '../message-areas.ts';
import { useT } from '../../i18n/use-t.ts';

export function Footer() {
  // Its texts load with it, as the visitor comes near it: start-up does not carry them.
  useMessageAreas(shellMessageAreas.footer);
  const t = useT();
  const { name } = brand();
  const logo = useLogo();
  const on = isFooterItemOn;
  const contact = useApiQuery(contactInfoQuery(on('contact') || on('community')));
  const info = contact.data ?? null;
  const hasColumns = on('nav') || on('links');
  const hasAside = on('logo') || on('contact') || on('community');
  return (
    <footer className="footer">
      <div className="footer__inner">
        {(hasAside || hasColumns) && (
          <div className="footer__top">
            {hasAside && (
              <div className="footer__aside">
                {on('logo') && (
                  <Link to={pagePath('home')} className="footer__brand">
                    <img src={logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
                    <span>{name}</span>
                  </Link>
                )}
                {on('contact') && <FooterContact info={info} loading={contact.isLoading} />}
                {on('community') && <FooterCommunity info={info} />}
              </div>
            )}
            {hasColumns && (
              <div className="footer__columns">
                {on('nav') && <FooterNav />}
                {on('links') && (
                  <>
                    <FooterLinkGroups />
                    <FooterFriendLinks />
                  </>
                )}
              </div>
            )}
          </div>
        )}
        {on('disclaimer') && <p className="footer__disclaimer">{t('footer.disclaimer', { brand: name })}</p>}
        {on('copyright') && (
          <p className="footer__copyright">
            {t('footer.copyright', { year: siteConfig().footer.copyrightYear, brand: name })}
          </p>
        )}
      </div>
    </footer>
  );
}
