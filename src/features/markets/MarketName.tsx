/**
 * A market's name cell: coin icon, symbol and the coin's full name, as an ordinary link to where
 * it trades (a new tab, so middle-click and copying the link work), or plain text when that
 * site is switched off.
 */
import { ServerIcon } from '../../ui/ServerIcon.tsx';
import { useT } from '../../i18n/use-t.ts';

interface MarketNameProps {
  symbol: string;
  /** The base coin's full name, when the coin list has it (its line is kept without it, so nothing moves when it comes). */
  name?: string;
  iconUrl?: string;
  /** Where the market trades; null: not a link. */
  href: string | null;
}

export function MarketName({ symbol, name, iconUrl, href }: MarketNameProps) {
  const t = useT();
  const content = (
    <>
      {iconUrl ? (
        <ServerIcon className="market-name__icon" src={iconUrl} size={28} />
      ) : (
        <span className="market-name__icon" aria-hidden="true" />
      )}
      <span className="market-name__text">
        <span className="market-name__symbol">{symbol}</span>
        <span className="market-name__coin">{name}</span>
      </span>
    </>
  );
  if (!href) return <span className="market-name">{content}</span>;
  return (
    <a className="market-name market-name--link" href={href} target="_blank" rel="noopener noreferrer">
      {content}
      <span className="visually-hidden"> {t('markets.opensTradeSite')}</span>
    </a>
  );
}
