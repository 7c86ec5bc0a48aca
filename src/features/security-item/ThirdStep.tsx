/** Step 3: confirm and commit the replacement, then say what changed and how to sign in again. */
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/Button.tsx';
import { FormAlert } from '../../ui/FormAlert.tsx';
import { SecurityItemFlow, useFlowContext, useScreen } from './security-item-flow.ts';
import { accountText, formProblem, itemNameId, targetText } from './security-item-text.ts';
import { pagePath } from '../../config/page-paths.ts';

export function ThirdStep() {
  const screen = useScreen();
  if (screen === 'thirdStep.done') return <Done />;
  if (screen === 'thirdStep.startOver') return <StartOver />;
  return <ConfirmReplacement />;
}

function ConfirmReplacement() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const busy = useScreen() === 'thirdStep.committing';
  const account = useFlowContext((c) => c.account)!;
  const lost = useFlowContext((c) => c.lost)!;
  const replacement = useFlowContext((c) => c.replacement);
  const alert = formProblem(useFlowContext((c) => c.problem));
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.confirm.title')}</h2>
      <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
      <dl className="security-item__summary">
        <dt>{t('securityItem.confirm.account')}</dt>
        <dd>{accountText(account)}</dd>
        <dt>{t('securityItem.confirm.lost')}</dt>
        <dd>{t(itemNameId(lost))}</dd>
        <dt>{t('securityItem.confirm.replacement')}</dt>
        <dd>{lost === 'google' || !replacement ? t('securityItem.confirm.switchedOff') : targetText(replacement)}</dd>
      </dl>
      <p className="security-item__warning">{t('securityItem.confirm.sessions')}</p>
      <div className="security-item__actions">
        <Button variant="secondary" onClick={() => flow.send({ type: 'BACK' })}>
          {t('common.back')}
        </Button>
        <Button busy={busy} onClick={() => flow.send({ type: 'COMMIT' })}>
          {t('securityItem.action.confirm')}
        </Button>
      </div>
    </>
  );
}

/** The ticket expired or did not cover every other item: only a new step 1 helps. */
function StartOver() {
  const t = useT();
  const flow = SecurityItemFlow.useActorRef();
  const alert = formProblem(useFlowContext((c) => c.problem));
  return (
    <>
      <h2 tabIndex={-1}>{t('securityItem.startOver.title')}</h2>
      <FormAlert>{alert && t(alert.id, alert.values)}</FormAlert>
      <div className="security-item__actions">
        <Button onClick={() => flow.send({ type: 'RESTART' })}>{t('securityItem.action.startAgain')}</Button>
      </div>
    </>
  );
}

function Done() {
  const t = useT();
  const lost = useFlowContext((c) => c.lost)!;
  return (
    <div className="security-item__done">
      <h2 tabIndex={-1}>{t(`securityItem.done.title.${lost}`)}</h2>
      <p>{t(`securityItem.done.text.${lost}`)}</p>
      <p>{t('securityItem.done.sessions')}</p>
      <Link className="security-item__sign-in" to={pagePath('login')}>
        {t('securityItem.action.signIn')}
      </Link>
    </div>
  );
}
