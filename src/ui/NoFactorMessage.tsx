/** Said instead of the confirmation fields when the account has nothing to confirm with. */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import './security-factor-fields.css';

/** `setPinHref`: where the PIN is set, with the way back, e.g. `/account/setting?return=/assets/withdraw#pin`. */
export function NoFactorMessage({ setPinHref }: { setPinHref: string }) {
  const intl = useIntl();
  return (
    <div className="ui-no-factor" role="alert">
      <p>{intl.formatMessage({ id: 'ui.noFactor.text' })}</p>
      <Link to={setPinHref}>{intl.formatMessage({ id: 'ui.noFactor.link' })}</Link>
    </div>
  );
}
