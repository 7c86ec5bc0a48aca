/** How identity verification raises the daily limits, and where the customer stands. */
import { Link } from 'react-router';
import { personalCenterGetCustomerCertified } from '../../../../generated/operations/personalCenterGetCustomerCertified.ts';
import { apiQuery, useApiQuery } from '../../../api/query.ts';
import { useSignedIn } from '../../../session/hooks.ts';
import { useT } from '../../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../../config/page-paths.ts';

export function VerificationNote() {
  const t = useT();
  const signedIn = useSignedIn();
  const certified = useApiQuery({ ...apiQuery(personalCenterGetCustomerCertified), enabled: signedIn });
  const verified = certified.data?.Status === 'passed';
  const text = !signedIn
    ? 'fiat.limitsPage.verifyVisitor'
    : verified
      ? 'fiat.limitsPage.verified'
      : 'fiat.limitsPage.notVerified';
  return (
    <p className="fiat-card fiat-verification">
      {t(text)}{' '}
      {!verified && isRouted('accountVerification') && (
        <Link to={pagePath('accountVerification')}>{t('fiat.limitsPage.verifyLink')}</Link>
      )}
    </p>
  );
}
