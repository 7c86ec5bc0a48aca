/** The OTC pages a customer reaches from the tab and from each other, when routed. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRoute } from '../../../config/site-config.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { listPath, receiptMethodsPath } from './otc-api.ts';

const links = [
  { to: listPath, labelId: 'otc.links.orders' },
  { to: receiptMethodsPath, labelId: 'otc.links.receiptMethods' },
];

export function OtcLinks({ except }: { except?: string }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const shown = links.filter((link) => link.to !== except && hasRoute(link.to));
  if (!signedIn || shown.length === 0) return null;
  return (
    <nav className="fiat-links otc-links" aria-label={intl.formatMessage({ id: 'otc.links.label' })}>
      {shown.map((link) => (
        <Link key={link.to} to={link.to}>
          {intl.formatMessage({ id: link.labelId })}
        </Link>
      ))}
    </nav>
  );
}
