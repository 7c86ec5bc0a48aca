/**
 * About the exchange (about module variant 2): the site record's own text where it gives one
 * (sanitised), else who the exchange is for and what it offers, from the catalogue.
 */
import { useApiQuery } from '../../api/query.ts';
import { brand } from '../../config/site-config.ts';
import { siteRecordQuery } from '../../shell/site-identity.ts';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { ServerHtml } from '../../ui/ServerHtml.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import './about.css';
import { useT } from '../../i18n/use-t.ts';

const points = ['security', 'markets', 'fiat', 'support'] as const;

function OwnText({ name }: { name: string }) {
  const t = useT();
  return (
    <>
      <p className="about__lead">{t('about.lead', { brand: name })}</p>
      <ul className="about__points">
        {points.map((p) => (
          <li key={p}>
            <h2>{t(`about.${p}.title`)}</h2>
            <p>{t(`about.${p}.text`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function AboutPage() {
  const t = useT();
  const name = brand().name;
  const site = useApiQuery(siteRecordQuery());
  const title = t('about.title', { brand: name });
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
