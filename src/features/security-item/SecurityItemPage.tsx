/**
 * /securityItem/firstStep, secondStep and thirdStep: one page and one machine for the three
 * steps of replacing a lost phone, mail address or Google authenticator.
 */
import { useEffect, useRef } from 'react';
import { FirstStep } from './FirstStep.tsx';
import { SecondStep } from './SecondStep.tsx';
import { SecurityItemFlow, useScreen } from './security-item-flow.ts';
import { StepIndicator } from './StepIndicator.tsx';
import { ThirdStep } from './ThirdStep.tsx';
import { useStepAddress } from './use-step-address.ts';
import './security-item.css';
import { useT } from '../../i18n/use-t.ts';

export default function SecurityItemPage() {
  return (
    <SecurityItemFlow.Provider>
      <SecurityItemSteps />
    </SecurityItemFlow.Provider>
  );
}

/** The steps inside whatever flow provider surrounds them (tests give one with fakes). */
export function SecurityItemSteps() {
  const t = useT();
  const step = useStepAddress();
  const panel = useFocusOnNewScreen();
  return (
    <div className="page security-item">
      <h1>{t('securityItem.title')}</h1>
      <p className="security-item__intro">{t('securityItem.intro')}</p>
      <StepIndicator step={step} />
      <section className="security-item__panel" ref={panel}>
        {step === 'firstStep' ? <FirstStep /> : step === 'secondStep' ? <SecondStep /> : <ThirdStep />}
      </section>
    </div>
  );
}

/**
 * Moves focus to the heading of each new screen (not on arrival, and not when a refused form
 * comes back, where the refused field takes focus), so keyboard and reader users follow.
 */
function useFocusOnNewScreen() {
  const screen = useScreen();
  const panel = useRef<HTMLElement>(null);
  const settled = useRef(screen);
  useEffect(() => {
    if (/\.(lookingUp|verifying|checking|committing)$/.test(screen) || screen === settled.current) return;
    settled.current = screen;
    const active = document.activeElement;
    if (active?.matches('input, textarea, select') && panel.current?.contains(active)) return;
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [screen]);
  return panel;
}
