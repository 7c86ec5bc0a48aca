/**
 * A link out of the app (an app store, the trading site, a coin's market elsewhere) that looks like
 * a Button; `newTab` opens it in a new tab, without giving that page a hold on this one.
 */
import type { AnchorHTMLAttributes } from 'react';
import type { ButtonVariant } from './Button.tsx';
import './button.css';

interface ExternalButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  variant?: ButtonVariant;
  newTab?: boolean;
}

export function ExternalButtonLink({
  variant = 'primary',
  newTab = false,
  className,
  ...link
}: ExternalButtonLinkProps) {
  return (
    <a
      {...link}
      target={newTab ? '_blank' : undefined}
      rel="noopener noreferrer"
      className={`ui-button ui-button--${variant} ${className ?? ''}`.trim()}
    />
  );
}
