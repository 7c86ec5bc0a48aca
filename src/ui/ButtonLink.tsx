/** A link that looks like a Button (a call to action that goes to a page): react-router's Link with Button's variants. */
import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './Button.tsx';
import './button.css';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

export function ButtonLink({ variant = 'primary', className, ...link }: ButtonLinkProps) {
  return <Link {...link} className={`ui-button ui-button--${variant} ${className ?? ''}`.trim()} />;
}
