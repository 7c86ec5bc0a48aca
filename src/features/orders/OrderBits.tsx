/** Small parts of an order row: the side in words and colour, and the pair or contract linking to where it trades. */
import { Button } from '../../ui/Button.tsx';
import './orders.css';
import { useT } from '../../i18n/use-t.ts';

/** Buy or sell (open long, close short...): the word says it, the colour repeats it. */
export function OrderSide({ up, children }: { up: boolean; children: string }) {
  return <span className={`order-side order-side--${up ? 'up' : 'down'}`}>{children}</span>;
}

/** The pair or contract, opening the external site where it trades in a new tab. */
export function TradeLink({ href, children }: { href: string; children: string }) {
  const t = useT();
  return (
    <a className="order-market" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('orders.opensNewTab')}</span>
      <span className="order-market__mark" aria-hidden="true">
        ↗
      </span>
    </a>
  );
}

/** A row's button: its word on screen, and which order it acts on for assistive technology ("Cancel BTC/USDT Buy 2026-11-23 10:30:00"). */
export function RowAction({ label, order, onClick }: { label: string; order: string; onClick: () => void }) {
  return (
    <Button variant="ghost" className="orders-row-action" aria-label={`${label} ${order}`} onClick={onClick}>
      {label}
    </Button>
  );
}
