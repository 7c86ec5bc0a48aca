/** The site header: brand, language and theme. */
import { Link } from 'react-router';
import { brand, isHeaderItemOn } from '../../config/site-config.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import './header.css';

export function Header() {
  const { name, logo } = brand();
  return (
    <header className="header">
      <div className="header__inner">
        {isHeaderItemOn('logo') && (
          <Link to="/" className="header__brand">
            <img src={logo} alt="" width={28} height={28} />
            <span>{name}</span>
          </Link>
        )}
        <div className="header__end">
          {isHeaderItemOn('locales') && <LanguageSelect />}
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
