/** Social links: the brand's, plus the networks the contact call adds. */
import { brand } from '../../config/site-config.ts';
import { communityLinks, type ContactInfo } from './contact.ts';
import { SocialIcon } from './social-icons.tsx';
import { ServerIcon } from '../../ui/ServerIcon.tsx';
import { useT } from '../../i18n/use-t.ts';

export function FooterCommunity({ info }: { info: ContactInfo | null }) {
  const t = useT();
  const links = communityLinks(brand().social, info?.Data);
  if (links.length === 0) return null;
  return (
    <ul className="footer__community" aria-label={t('footer.community.title')}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            className="footer__social"
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.community.link', { brand: brand().name, network: link.name })}
          >
            {link.network ? (
              <SocialIcon network={link.network} />
            ) : (
              link.logo && <ServerIcon src={link.logo} size={20} />
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
