/** Getting started in three steps (register, verify, deposit), with the call to action. */
import { ButtonLink } from '../../../ui/ButtonLink.tsx';
import { useSignedIn } from '../../../session/hooks.ts';
import { callToAction } from '../call-to-action.ts';
import { SectionHead } from '../SectionHead.tsx';
import { useT } from '../../../i18n/use-t.ts';

const steps = ['register', 'verify', 'deposit'] as const;

export default function StartUse() {
  const t = useT();
  const action = callToAction(useSignedIn());
  return (
    <section className="home-section start-use" aria-labelledby="start-use-title">
      <SectionHead id="start-use-title" title={t('home-sections.startUse.title')} />
      <ol className="start-use__steps">
        {steps.map((step, i) => (
          <li key={step} className="home-card start-use__step">
            <span className="start-use__number" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{t(`home-sections.startUse.${step}.title`)}</h3>
            <p>{t(`home-sections.startUse.${step}.text`)}</p>
          </li>
        ))}
      </ol>
      {action && (
        <ButtonLink className="start-use__action" to={action.to}>
          {t(action.label)}
        </ButtonLink>
      )}
    </section>
  );
}
