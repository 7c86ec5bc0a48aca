/**
 * /twinkle/details?id=: one sale. Its description and rules (server HTML, cleaned), the phases as a
 * timeline counted down by the server's clock, the price and limits, the subscription form while
 * it is open, and afterwards the customer's allocation and what was distributed.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { searchParam } from '../../lib/search-params.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import { ProjectFacts } from './ProjectFacts.tsx';
import { PhaseBadge } from './PhaseBadge.tsx';
import { PhaseTimeline } from './PhaseTimeline.tsx';
import { SaleHtml } from './SaleHtml.tsx';
import { SubscribePanel } from './SubscribePanel.tsx';
import { projectQuery } from './twinkle-api.ts';
import { YourAllocation } from './YourAllocation.tsx';
import './twinkle.css';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

const detailsSearch = { id: searchParam.positiveInteger(0) };

export default function ProjectDetailsPage() {
  const t = useT();
  const { values } = useSearchState(detailsSearch);
  const project = useApiQuery(projectQuery(values.id));
  usePageTitle(project.data ? `${project.data.Name} (${project.data.TokenCode})` : t('twinkle.title'));
  const refresh = () => void project.refetch();

  const notFound = (
    <div className="load-state">
      <p>{t('twinkle.details.notFound')}</p>
    </div>
  );

  return (
    <div className="page twinkle">
      <Link className="twinkle__back" to={pagePath('twinkle')}>
        ← {t('twinkle.details.back')}
      </Link>
      {values.id === 0 ? (
        notFound
      ) : (
        <Loaded
          query={project}
          keepOnError
          empty={notFound}
          loading={
            <LoadingSkeleton>
              <Skeleton shape="block" height={64} width="60%" />
              <div className="sale-layout">
                <Skeleton shape="block" height={420} />
                <Skeleton shape="block" height={320} />
              </div>
            </LoadingSkeleton>
          }
        >
          {(sale) =>
            sale && (
              <>
                <div className="sale-head">
                  <ServerIcon className="sale-head__logo" src={sale.LogoUrl} size={64} />
                  <div>
                    <h1>{sale.Name}</h1>
                    <span className="sale-card__token">{sale.TokenCode}</span>
                  </div>
                  <PhaseBadge project={sale} />
                </div>
                <div className="sale-layout">
                  <div className="sale-layout__main">
                    <section className="sale-panel" aria-labelledby="sale-about-title">
                      <h2 id="sale-about-title">{t('twinkle.details.about')}</h2>
                      <SaleHtml html={sale.DescriptionHtml} className="sale-description" />
                    </section>
                    <PhaseTimeline project={sale} onNextPhase={refresh} />
                    <ProjectFacts project={sale} />
                    <section className="sale-panel" aria-label={t('twinkle.details.rules')}>
                      <SaleHtml html={sale.RulesHtml} className="sale-rules" />
                    </section>
                  </div>
                  <div className="sale-layout__side">
                    <SubscribePanel project={sale} onChanged={refresh} />
                    <YourAllocation project={sale} />
                  </div>
                </div>
              </>
            )
          }
        </Loaded>
      )}
    </div>
  );
}
