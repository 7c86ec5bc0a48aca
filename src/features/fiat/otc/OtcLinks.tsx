/** The OTC pages a customer reaches from the tab and from each other, when routed. */
import { Link } from 'react-router';
import { useSignedIn } from '../../../session/hooks.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';
import type { PageId } from '../../../config/page-ids.ts';
import { useT } from '../../../i18n/use-t.ts';

const links = [
  { page: 'fiatOtcList', labelId: 'otc.links.orders' },
  { page: 'fiatReceiptMethods', labelId: 'otc.links.receiptMethods' },
] as const;

/** `except`: the page showing them, which does not link to itself. */
export function OtcLinks({ except }: { except?: PageId }) {
  const t = useT();
  const signedIn = useSignedIn();
  const shown = links.filter((link) => link.page !== except && isRouted(link.page));
  if (!signedIn || shown.length === 0) return null;
  return (
    <nav className="fiat-links otc-links" aria-label={t('otc.links.label')}>
      {shown.map((link) => (
        <Link key={link.page} to={pagePath(link.page)}>
          {t(link.labelId)}
        </Link>
      ))}
    </nav>
  );
}
