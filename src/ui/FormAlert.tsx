/**
 * A form-level message (a refusal that belongs to no single field, or a success). With
 * `takeFocus`, an error that appears takes the focus and is scrolled to the middle of what the
 * sticky parts leave of the screen (never under the header or the download banner), so it is seen and read out.
 */
import { useLayoutEffect, useRef } from 'react';
import { focusInView } from './focus-in-view.ts';
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
    focusInView(alert);
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
