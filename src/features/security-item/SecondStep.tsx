/** Step 2: the replacement for a lost phone or mail address; nothing to enter for a lost authenticator. */
import { useIntl } from 'react-intl';
import { Button } from '../../ui/Button.tsx';
import { ReplacementForm } from './ReplacementForm.tsx';
import { SecurityItemFlow, useScreen } from './security-item-flow.ts';

export function SecondStep() {
  return useScreen() === 'secondStep.googleOff' ? <GoogleOffNotice /> : <ReplacementForm />;
}

function GoogleOffNotice() {
  const intl = useIntl();
  const flow = SecurityItemFlow.useActorRef();
  return (
    <>
      <h2 tabIndex={-1}>{intl.formatMessage({ id: 'securityItem.googleOff.title' })}</h2>
      <p>{intl.formatMessage({ id: 'securityItem.googleOff.text' })}</p>
      <div className="security-item__actions">
        <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
          {intl.formatMessage({ id: 'common.back' })}
        </Button>
        <Button onClick={() => flow.send({ type: 'CONTINUE' })}>
          {intl.formatMessage({ id: 'securityItem.action.continue' })}
        </Button>
      </div>
    </>
  );
}
