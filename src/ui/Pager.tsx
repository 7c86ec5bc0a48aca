/** Previous / next for a paged list, with where the reader is. */
import { useIntl } from 'react-intl';
import { Button } from './Button.tsx';
import './pager.css';

interface PagerProps {
  page: number;
  rows: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager({ page, rows, total, onPage }: PagerProps) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / rows));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={intl.formatMessage({ id: 'ui.pager.label' })}>
      <Button variant="ghost" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {intl.formatMessage({ id: 'ui.pager.previous' })}
      </Button>
      <span className="pager__where">{intl.formatMessage({ id: 'ui.pager.where' }, { page, pages })}</span>
      <Button variant="ghost" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {intl.formatMessage({ id: 'ui.pager.next' })}
      </Button>
    </nav>
  );
}
