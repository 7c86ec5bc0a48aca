import { Link } from 'react-router';
import { useIntl } from 'react-intl';

export function HomeLink() {
  const intl = useIntl();
  return (
    <Link className="ui-button ui-button--primary" to="/">
      {intl.formatMessage({ id: 'common.backHome' })}
    </Link>
  );
}
