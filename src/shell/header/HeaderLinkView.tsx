/** One header link: an in-app page through the router, or an external site in a new tab. */
import { NavLink } from 'react-router';
import type { HeaderLink } from './header-links.ts';
import { useT } from '../../i18n/use-t.ts';

interface HeaderLinkViewProps {
  link: HeaderLink;
  label: string;
  className?: string;
  onFollow?: () => void;
}

export function HeaderLinkView({ link, label, className, onFollow }: HeaderLinkViewProps) {
  const t = useT();
  if (link.kind === 'route') {
    return (
      <NavLink to={link.to} className={className} onClick={onFollow}>
        {label}
      </NavLink>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer" onClick={onFollow}>
      {label}
      <span className="header__external" aria-hidden="true">
        ↗
      </span>
      <span className="visually-hidden"> {t('header.newTab')}</span>
    </a>
  );
}
