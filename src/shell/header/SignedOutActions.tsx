/** Signed out: Log in (coming back here afterwards) and Register, each only once its page is routed. */
import { useLocation } from 'react-router';
import { isRouted, loginHref, pageAt, pagePath } from '../../config/page-paths.ts';
import type { PageId } from '../../config/page-ids.ts';
import { ButtonLink } from '../../ui/ButtonLink.tsx';
import { useT } from '../../i18n/use-t.ts';

const signInPages = new Set<PageId | undefined>(['login', 'register', 'findPassword', 'setPassword']);

/** The login address; from the sign-in pages themselves there is nothing to come back to. */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return loginHref(signInPages.has(pageAt(pathname)) ? undefined : pathname + search);
}

export function SignedOutActions({ onFollow }: { onFollow?: () => void }) {
  const t = useT();
  const loginPath = useLoginPath();
  const login = isRouted('login');
  const register = isRouted('register');
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
          {t('header.login')}
        </ButtonLink>
      )}
      {register && (
        <ButtonLink className="header-guest__action" to={pagePath('register')} onClick={onFollow}>
          {t('header.register')}
        </ButtonLink>
      )}
    </div>
  );
}
