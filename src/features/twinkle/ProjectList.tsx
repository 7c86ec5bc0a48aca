/** The sales of one tab, a page at a time, with a skeleton while they load and a way on when empty. */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import type { SaleTab } from './sale-phase.ts';
import { projectRows, projectsQuery } from './twinkle-api.ts';
import { LoadingSkeleton } from '../../ui/LoadingSkeleton.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';

interface ProjectListProps {
  tab: SaleTab;
  page: number;
  onPage: (page: number) => void;
}

/** Where an empty tab sends the customer next. */
const nextTab: Record<SaleTab, SaleTab> = { open: 'upcoming', upcoming: 'ended', ended: 'open' };

export function ProjectList({ tab, page, onPage }: ProjectListProps) {
  const t = useT();
  const projects = useApiQuery(projectsQuery(tab, page));
  return (
    <Loaded
      query={projects}
      keepOnError
      empty={
        <div className="load-state twinkle-empty">
          <p>{t(`twinkle.empty.${tab}`)}</p>
          <Link to={pagePath('twinkle', { query: { tab: nextTab[tab] === 'open' ? undefined : nextTab[tab] } })}>
            {t(`twinkle.empty.${tab}.next`)}
          </Link>
        </div>
      }
      isEmpty={(found) => found.Items.length === 0}
      loading={
        <LoadingSkeleton className="sale-grid">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="sale-card sale-card--skeleton">
              <Skeleton shape="block" width={48} height={48} />
              <Skeleton lines={4} />
            </div>
          ))}
        </LoadingSkeleton>
      }
    >
      {({ Items, TotalCount }) => (
        <>
          <div
            className={projects.isPlaceholderData ? 'sale-grid sale-grid--busy' : 'sale-grid'}
            aria-busy={projects.isPlaceholderData || undefined}
          >
            {Items.map((project) => (
              <ProjectCard key={project.ProjectId} project={project} onNextPhase={() => void projects.refetch()} />
            ))}
          </div>
          <Pager page={page} rows={projectRows} total={TotalCount} onPage={onPage} />
        </>
      )}
    </Loaded>
  );
}
