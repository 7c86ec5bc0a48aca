/** Step 2: the replacement for a lost phone or mail address; nothing to enter for a lost authenticator. */
import { Button } from '../../ui/Button.tsx';
import { ReplacementForm } from './ReplacementForm.tsx';
import { SecurityItemFlow, useScreen } from './security-item-flow.ts';
import { useT } from '../../i18n/use-t.ts';

export function SecondStep() {
  return useScreen() === 'secondStep.googleOff' ? <GoogleOffNotice /> : <ReplacementForm />;
}

function GoogleOffNotice() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.googleOff.title')}</h2>
      <p>{t('securityItem.googleOff.text')}</p>
      <div className="security-item__actions">
        <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
          {t('common.back')}
        </Button>
        <Button onClick={() => flow.send({ type: 'CONTINUE' })}>{t('securityItem.action.continue')}</Button>
      </div>
    </>
  );
}
