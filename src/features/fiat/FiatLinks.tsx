/** The fiat pages a customer reaches from each other: their orders and the limits, when routed. */
import { Link } from 'react-router';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import type { PageId } from '../../config/page-ids.ts';
import { useT } from '../../i18n/use-t.ts';

const links = [
  { page: 'fiatPaymentOrders', labelId: 'fiat.links.orders' },
  { page: 'fiatPaymentLimit', labelId: 'fiat.links.limits' },
  { page: 'fiatFacilitaPayBankList', labelId: 'fiat.links.bankAccounts' },
] as const;

/** `except`: the page showing them, which does not link to itself. */
export function FiatLinks({ except }: { except?: PageId }) {
  const t = useT();
  const shown = links.filter((link) => link.page !== except && isRouted(link.page));
  if (shown.length === 0) return null;
  return (
    <nav className="fiat-links" aria-label={t('fiat.links.label')}>
      {shown.map((link) => (
        <Link key={link.page} to={pagePath(link.page)}>
          {t(link.labelId)}
        </Link>
      ))}
    </nav>
  );
}
