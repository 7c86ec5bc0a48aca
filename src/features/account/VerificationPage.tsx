/**
 * /account/verifiy: identity verification. Not started: the levels and the identity form; under
 * review: "check again"; rejected: the reason and the form again; passed: what was verified.
 */
import { useApiQuery, type QueryState } from '../../api/query.ts';
import { countriesQuery } from '../../data/countries.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { kycLevelsQuery, type CustomerCertified, type KycCountry } from './account-api.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { KycForm } from './KycForm.tsx';
import { KycLevels } from './KycLevels.tsx';
import { KycStatusPanel } from './KycStatusPanel.tsx';
import { useVerification, type Verification } from './use-verification.ts';
import { useT } from '../../i18n/use-t.ts';

export default function VerificationPage() {
  const t = useT();
  const { verification, checking, checkedAt, checkAgain, submitted } = useVerification();
  const countries = useApiQuery(countriesQuery());
  const levels = useApiQuery(kycLevelsQuery());
  return (
    <AccountFrame title={t('account.kyc.title')}>
      <Loaded query={verification}>
        {(data) => (
          <>
            {data.certified.Status === 'none' && <p className="account__lead">{t('account.kyc.intro')}</p>}
            <KycStatusPanel
              certified={data.certified}
              checking={checking}
              checkedAt={checkedAt}
              onCheckAgain={checkAgain}
            />
            <IdentityForm verification={data} countries={countries} onSubmitted={submitted} />
          </>
        )}
      </Loaded>
      <Loaded query={levels}>{(list) => list.length > 0 && <KycLevels levels={list} />}</Loaded>
    </AccountFrame>
  );
}

/** The identity form, while the server takes documents: none are under review or passed. */
interface IdentityFormProps {
  verification: Verification;
  countries: QueryState<KycCountry[]>;
  onSubmitted: (certified: CustomerCertified) => void;
}

function IdentityForm({ verification, countries, onSubmitted }: IdentityFormProps) {
  const t = useT();
  const { certified, application } = verification;
  if (certified.Status !== 'none' && certified.Status !== 'rejected') return null;
  const reCertify = certified.Status === 'rejected' || application?.IsReCert === true;
  return (
    <section className="account-card" aria-labelledby="kyc-form-title">
      <h2 id="kyc-form-title">{t(reCertify ? 'account.kyc.form.againTitle' : 'account.kyc.form.title')}</h2>
      {application && application.UserType !== 1 && (
        <p className="setting__text">{t('account.kyc.form.applyingFor', { level: application.LevelName })}</p>
      )}
      <Loaded query={countries}>
        {(list) => (
          <KycForm
            countries={list}
            previous={certified.Status === 'rejected' ? certified : null}
            onSubmitted={onSubmitted}
          />
        )}
      </Loaded>
    </section>
  );
}
