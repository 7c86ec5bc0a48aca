/**
 * A form-level message (a refusal that belongs to no single field, or a success). With
 * `takeFocus`, an error that appears is scrolled to the middle of the screen (never left under a
 * sticky header or above the fold) and takes the focus, so it is seen and read out.
 */
import { useLayoutEffect, useRef } from 'react';
import './form-alert.css';

interface FormAlertProps {
  tone?: 'error' | 'success';
  takeFocus?: boolean;
  children: string | null;
}

export function FormAlert({ tone = 'error', takeFocus = false, children }: FormAlertProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const alert = ref.current;
    if (!takeFocus || !alert || !children) return;
    alert.scrollIntoView?.({ block: 'center' });
    alert.focus({ preventScroll: true });
  }, [takeFocus, children]);
  if (!children) return null;
  return (
    <p
      ref={ref}
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={takeFocus ? -1 : undefined}
    >
      {children}
    </p>
  );
}
