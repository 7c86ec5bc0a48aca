/**
 * The "Scan to log in" tab: the QR code and what happens to it. Its machine lives as long as the
 * tab is shown, so leaving the page or the tab stops the polling.
 */
import { createActorContext } from '@xstate/react';
import { errorMessage } from '../../../api/error-message.ts';
import { brand, constants } from '../../../config/site-config.ts';
import { Button } from '../../../ui/Button.tsx';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';
import { LoginQrCode } from './LoginQrCode.tsx';
import { loginQrMachine } from './login-qr-machine.ts';
import './login-qr.css';
import { useT } from '../../../i18n/use-t.ts';

const LoginQr = createActorContext(loginQrMachine);

type Phase = 'fetching' | 'waiting' | 'scanned' | 'expired' | 'failed' | 'signedIn';

function LoginQrView() {
  const t = useT();
  const { send } = LoginQr.useActorRef();
  const phase = LoginQr.useSelector(({ value, context }): Phase => {
    // Showing is the one state with children; every other state's name is its phase.
    if (typeof value !== 'string') return context.status === 'scanned' ? 'scanned' : 'waiting';
    return value;
  });
  const qrContent = LoginQr.useSelector((s) => s.context.qr?.QrContent ?? null);
  const error = LoginQr.useSelector((s) => s.context.error);
  const { size } = constants().qrCode;

  if (phase === 'failed' && error) {
    const message = errorMessage(error);
    return <LoadError message={t(message.id, message.values)} onRetry={() => send({ type: 'RETRY' })} />;
  }
  return (
    <div className="login-qr">
      <p className="login-qr__intro">{t('signIn.qr.intro', { brand: brand().name })}</p>
      <div className={`login-qr__frame login-qr__frame--${phase}`} style={{ width: size + 24, height: size + 24 }}>
        {qrContent && phase !== 'fetching' ? <LoginQrCode value={qrContent} /> : <Loading />}
        {phase === 'expired' && (
          <div className="login-qr__cover">
            <Button onClick={() => send({ type: 'REFRESH' })}>{t('signIn.qr.refresh')}</Button>
          </div>
        )}
        {phase === 'scanned' && (
          <div className="login-qr__cover" aria-hidden="true">
            <span className="login-qr__tick">✓</span>
          </div>
        )}
      </div>
      <p className={`login-qr__status login-qr__status--${phase}`} role="status">
        {phase !== 'fetching' && t(`signIn.qr.status.${phase}`)}
      </p>
    </div>
  );
}

/** `logic` lets a test run the panel with a faster or faked machine. */
export function LoginQrPanel({ logic }: { logic?: typeof loginQrMachine }) {
  return (
    <LoginQr.Provider logic={logic}>
      <LoginQrView />
    </LoginQr.Provider>
  );
}
