/**
 * The one button of the design system; `busy` disables it and says so to assistive technology, and
 * `danger` draws it in the danger colour (an act that deletes or cancels).
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  busy?: boolean;
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  busy = false,
  danger = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`ui-button ui-button--${variant}${danger ? ' ui-button--danger' : ''} ${className ?? ''}`.trim()}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}
