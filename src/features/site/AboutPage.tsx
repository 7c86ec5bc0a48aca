/**
 * About the exchange (about module variant 2): the site record's own text where it gives one
 * (sanitised), else who the exchange is for and what it offers, from the catalogue.
 */
import { useIntl } from 'react-intl';
import { useApiQuery } from '../../api/query.ts';
import { brand } from '../../config/site-config.ts';
import { siteRecordQuery } from '../../shell/site-identity.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import './about.css';

const points = ['security', 'markets', 'fiat', 'support'] as const;

function OwnText({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <>
      <p className="about__lead">{intl.formatMessage({ id: 'about.lead' }, { brand: name })}</p>
      <ul className="about__points">
        {points.map((p) => (
          <li key={p}>
            <h2>{intl.formatMessage({ id: `about.${p}.title` })}</h2>
            <p>{intl.formatMessage({ id: `about.${p}.text` })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AboutPage() {
  const intl = useIntl();
  const name = brand().name;
  const site = useApiQuery(siteRecordQuery());
  const title = intl.formatMessage({ id: 'about.title' }, { brand: name });
  usePageTitle(title);
  return (
    <div className="page about">
      <h1>{title}</h1>
      {site.isPending && (
        <LoadingSkeleton>
          <Skeleton lines={6} width="min(760px, 100%)" />
        </LoadingSkeleton>
      )}
      {site.data?.About ? (
        <ServerHtml html={site.data.About} className="about__site" />
      ) : (
        !site.isPending && <OwnText name={name} />
      )}
    </div>
  );
}
