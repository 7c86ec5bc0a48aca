/** Where a page sits: its parents as links, the page itself last (aria-current). */
import { Link } from 'react-router';
import { tellPageHead } from '../lib/page-head.ts';
import './breadcrumbs.css';

export interface Crumb {
  label: string;
  /** Absent on the page itself. */
  to?: string;
}

export function Breadcrumbs({ label, trail }: { label: string; trail: readonly Crumb[] }) {
  tellPageHead({ trail });
  return (
    <nav className="ui-breadcrumbs" aria-label={label}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < trail.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
