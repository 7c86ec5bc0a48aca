/** A home section's heading: its title, an optional lead, and an optional link to a routed page. */
import { Link } from 'react-router';
import { isRouted, pagePath } from '../../config/page-paths.ts';
import type { PageId } from '../../config/page-ids.ts';

interface SectionHeadProps {
  /** The heading's id, which the section names in aria-labelledby. */
  id: string;
  title: string;
  lead?: string;
  /** A link to a fuller page, shown only while the route table routes it. */
  more?: { page: PageId; label: string };
}

export function SectionHead({ id, title, lead, more }: SectionHeadProps) {
  return (
    <div className="home-section__head">
      <div>
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        {lead && <p className="home-section__lead">{lead}</p>}
      </div>
      {more && isRouted(more.page) && (
        <Link className="home-section__more" to={pagePath(more.page)}>
          {more.label}
        </Link>
      )}
    </div>
  );
}
