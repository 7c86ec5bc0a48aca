/** Signed out: Log in (coming back here afterwards) and Register, each only once its page is routed. */
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { hasRoute } from '../../config/site-config.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';

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
        <ButtonLink
          variant="ghost"
          className="header-guest__action header-guest__login"
          to={loginPath}
          onClick={onFollow}
        >
          {intl.formatMessage({ id: 'header.login' })}
        </ButtonLink>
      )}
      {register && (
        <ButtonLink className="header-guest__action" to="/user/register" onClick={onFollow}>
          {intl.formatMessage({ id: 'header.register' })}
        </ButtonLink>
      )}
    </div>
  );
}
