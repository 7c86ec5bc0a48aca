/**
 * /account/verifiy: identity verification. Not started: the levels and the identity form; under
 * review: "check again"; rejected: the reason and the form again; passed: what was verified.
 */
import { useApiQuery } from '../../api/query.ts';
import { countriesQuery } from '../../data/countries.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { kycLevelsQuery } from './account-api.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { KycForm } from './KycForm.tsx';
import { KycLevels } from './KycLevels.tsx';
import { KycStatusPanel } from './KycStatusPanel.tsx';
import { useApiErrorText } from '../../shell/use-api-error-text.ts';
import { useVerification } from './use-verification.ts';
import { useT } from '../../i18n/use-t.ts';

export default function VerificationPage() {
  const t = useT();
  const errorText = useApiErrorText();
  const { state, checking, checkedAt, checkAgain, submitted, retry } = useVerification();
  const countries = useApiQuery(countriesQuery());
  const levels = useApiQuery(kycLevelsQuery());

  const status = state.status === 'ok' ? state.data.certified.Status : null;
  // The server takes documents only when none are under review or passed.
  const showsForm = status === 'none' || status === 'rejected';
  const reCertify = status === 'rejected' || (state.status === 'ok' && state.data.application?.IsReCert === true);
  return (
    <AccountFrame title={t('account.kyc.title')}>
      {state.status === 'loading' && <Loading />}
      {state.status === 'error' && <LoadError message={errorText(state.error)} onRetry={retry} />}
      {state.status === 'ok' && (
        <>
          {status === 'none' && <p className="account__lead">{t('account.kyc.intro')}</p>}
          <KycStatusPanel
            certified={state.data.certified}
            checking={checking}
            checkedAt={checkedAt}
            onCheckAgain={checkAgain}
          />
          {showsForm && (
            <section className="account-card" aria-labelledby="kyc-form-title">
              <h2 id="kyc-form-title">{t(reCertify ? 'account.kyc.form.againTitle' : 'account.kyc.form.title')}</h2>
              {state.data.application && state.data.application.UserType !== 1 && (
                <p className="setting__text">
                  {t('account.kyc.form.applyingFor', { level: state.data.application.LevelName })}
                </p>
              )}
              {countries.isPending && <Loading />}
              {countries.isError && (
                <LoadError message={errorText(countries.error)} onRetry={() => void countries.refetch()} />
              )}
              {countries.data && (
                <KycForm
                  countries={countries.data}
                  previous={status === 'rejected' ? state.data.certified : null}
                  onSubmitted={submitted}
                />
              )}
            </section>
          )}
        </>
      )}
      {levels.isPending && <Loading />}
      {levels.isError && <LoadError message={errorText(levels.error)} onRetry={() => void levels.refetch()} />}
      {levels.data && levels.data.length > 0 && <KycLevels levels={levels.data} />}
    </AccountFrame>
  );
}
