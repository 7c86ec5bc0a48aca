/** Signed out: Log in (coming back here afterwards) and Register, each only once its page is routed. */
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';

/** The login address; from the sign-in pages themselves there is nothing to come back to. */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return pathname.startsWith('/user/') ? '/user/login' : `/user/login?return=${encodeURIComponent(pathname + search)}`;
}

export function SignedOutActions({ onFollow }: { onFollow?: () => void }) {
  const intl = useIntl();
  const loginPath = useLoginPath();
  const login = hasRoute('/user/login');
  const register = hasRoute('/user/register');
  if (!login && !register) return null;
  return (
    <div className="header-guest">
      {login && (
        <Link className="ui-button ui-button--ghost header-guest__login" to={loginPath} onClick={onFollow}>
          {intl.formatMessage({ id: 'header.login' })}
        </Link>
      )}
      {register && (
        <Link className="ui-button ui-button--primary" to="/user/register" onClick={onFollow}>
          {intl.formatMessage({ id: 'header.register' })}
        </Link>
      )}
    </div>
  );
}
