/** Where the customer is in the three steps. */
import { steps, type Step } from './security-item-types.ts';
import { useT } from '../../i18n/use-t.ts';

export function StepIndicator({ step }: { step: Step }) {
  const t = useT();
  const current = steps.indexOf(step);
  return (
    <ol className="security-item__steps" aria-label={t('securityItem.steps.label')}>
      {steps.map((s, index) => (
        <li
          key={s}
          className={index < current ? 'is-done' : index === current ? 'is-current' : undefined}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="security-item__step-number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="security-item__step-label">{t(`securityItem.steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  );
}
