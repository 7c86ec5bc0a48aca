/**
 * "I agree to the Terms of Use and the Privacy Policy", each a link to the site's own terms page
 * (/service) while it is routed: GetProtocolLinks' in-app link, else /service?type=. Without the
 * page, the server's address on another site, else the title alone.
 */
import { useApiQuery } from '../../api/query.ts';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '../../ui/Checkbox.tsx';
import { protocolLinksQuery } from './sign-in-calls.ts';
import { useErrorText } from './use-error-text.ts';
import { isRouted, pageAt, pagePath } from '../../config/page-paths.ts';
import { useT } from '../../i18n/use-t.ts';

type Protocol = 'terms' | 'privacy';

const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);
const isRoutedPath = (url: string): boolean =>
  /^\/(?![/\\])/.test(url) && pageAt(new URL(url, 'http://x').pathname) !== undefined;

/** Where a document's link leads, or null when nowhere. */
function documentHref(type: Protocol, url: string | undefined): string | null {
  if (url && isRoutedPath(url)) return url;
  if (isRouted('service')) return pagePath('service', { query: { type } });
  return url && isWebAddress(url) ? url : null;
}

export function AgreementField() {
  const t = useT();
  const errorText = useErrorText();
  const { register, formState } = useFormContext<{ agree: boolean }>();
  const links = useApiQuery(protocolLinksQuery());
  const error = errorText(formState.errors.agree);

  const document = (type: Protocol): ReactNode => {
    const link = links.data?.find((l) => l.Type === type);
    const title = link?.Title ?? t(`signIn.register.${type}`);
    const href = documentHref(type, link?.Url);
    // A new tab, so that reading the terms does not lose what was typed here.
    return href ? (
      <a key={type} href={href} target="_blank" rel="noopener noreferrer">
        {title}
      </a>
    ) : (
      <span key={type}>{title}</span>
    );
  };

  return (
    <div className="agreement">
      <Checkbox
        label={t('signIn.register.agree', { terms: document('terms'), privacy: document('privacy') })}
        error={error}
        field={register('agree')}
        className="agreement__check"
      />
      {links.isError && (
        <p className="text-field__hint">
          {t('signIn.register.linksFailed')}{' '}
          <button type="button" className="auth-link-button" onClick={() => void links.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
