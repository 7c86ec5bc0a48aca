/** The fiat pages a customer reaches from each other: their orders and the limits, when routed. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import { ordersPath } from './order-steps.ts';

const links = [
  { to: ordersPath, labelId: 'fiat.links.orders' },
  { to: '/fiat/paymentLimit', labelId: 'fiat.links.limits' },
  { to: '/fiat/FacilitaPayBankList', labelId: 'fiat.links.bankAccounts' },
];

export function FiatLinks({ except }: { except?: string }) {
  const intl = useIntl();
  const shown = links.filter((link) => link.to !== except && hasRoute(link.to));
  if (shown.length === 0) return null;
  return (
    <nav className="fiat-links" aria-label={intl.formatMessage({ id: 'fiat.links.label' })}>
      {shown.map((link) => (
        <Link key={link.to} to={link.to}>
          {intl.formatMessage({ id: link.labelId })}
        </Link>
      ))}
    </nav>
  );
}
