/** An order list with nothing to show: what is empty, and what to do next (change the filters, or go and trade). */
import { useT } from '../../i18n/use-t.ts';

interface ListEmptyProps {
  /** Message id when nothing exists at all. */
  none: string;
  /** Whether filters are set: the message then says that nothing matches them. */
  filtered: boolean;
  /** Where orders are placed, offered when nothing exists at all. */
  trade?: { href: string; label: string };
}

export function ListEmpty({ none, filtered, trade }: ListEmptyProps) {
  const t = useT();
  return (
    <div className="load-state orders-empty">
      <p>{t(filtered ? 'orders.empty.filtered' : none)}</p>
      {!filtered && trade && (
        <a href={trade.href} target="_blank" rel="noopener noreferrer">
          {trade.label}
        </a>
      )}
    </div>
  );
}
