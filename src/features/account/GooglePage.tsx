/**
 * /account/google: while the authenticator is off, its secret (to copy) and QR code, and the form
 * that switches it on; once on, the form that switches it off.
 */
import { useState } from 'react';
import { reload } from '../../api/query-cache.ts';
import { useApiQuery } from '../../api/query.ts';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { googleAuthenticator, googleAuthenticatorQuery } from './account-api.ts';
import { AccountFrame } from './AccountFrame.tsx';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { GoogleQr } from './GoogleQr.tsx';
import { GoogleSwitchForm } from './GoogleSwitchForm.tsx';
import { useAccountInfo } from './use-account-info.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { useT } from '../../i18n/use-t.ts';

export default function GooglePage() {
  const t = useT();
  const { query: userQuery, refresh } = useAccountInfo();
  const authenticator = useApiQuery(googleAuthenticatorQuery());
  const [success, setSuccess] = useState<string | null>(null);

  const done = async (messageId: string) => {
    setSuccess(t(messageId));
    await Promise.all([reload([googleAuthenticator]), refresh()]);
  };

  return (
    <AccountFrame title={t('account.google.title')}>
      <FormAlert tone="success" takeFocus>
        {success}
      </FormAlert>
      <Loaded query={userQuery}>
        {(user) => (
          <Loaded query={authenticator}>
            {(google) =>
              google.Enabled ? (
                <section className="account-card" aria-labelledby="google-off-title">
                  <p className="google-state">
                    <span className="badge badge--passed">{t('account.google.on')}</span> {t('account.google.onText')}
                  </p>
                  <h2 id="google-off-title">{t('account.google.offTitle')}</h2>
                  <p className="setting__text">{t('account.google.offText')}</p>
                  <GoogleSwitchForm user={user} enable={false} onDone={done} />
                </section>
              ) : (
                <ol className="google-steps">
                  <li className="account-card">
                    <h2>{t('account.google.step1')}</h2>
                    <p className="setting__text">{t('account.google.step1Text')}</p>
                  </li>
                  <li className="account-card">
                    <h2>{t('account.google.step2')}</h2>
                    <p className="setting__text">{t('account.google.step2Text')}</p>
                    <div className="google-secret">
                      {google.QrContent && <GoogleQr value={google.QrContent} />}
                      <div>
                        <p className="text-field__label" id="google-secret-label">
                          {t('account.google.secret')}
                        </p>
                        <p className="google-secret__row">
                          <code className="secret" aria-labelledby="google-secret-label" data-testid="google-secret">
                            {google.Secret}
                          </code>
                          <CopyButton text={google.Secret ?? ''} what={t('account.google.secret')} />
                        </p>
                        <p className="setting__text">{t('account.google.secretWarning')}</p>
                      </div>
                    </div>
                  </li>
                  <li className="account-card">
                    <h2>{t('account.google.step3')}</h2>
                    <GoogleSwitchForm user={user} enable onDone={done} />
                  </li>
                </ol>
              )
            }
          </Loaded>
        )}
      </Loaded>
    </AccountFrame>
  );
}
