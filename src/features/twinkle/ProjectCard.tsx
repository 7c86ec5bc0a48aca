/** One sale in the list: its token, price, total for sale, how much is sold and the time to its next phase. */
import { Link } from 'react-router';
import { Figure } from '../../ui/Figure.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { PhaseBadge } from './PhaseBadge.tsx';
import { PhaseCountdown } from './PhaseCountdown.tsx';
import { soldPercent, type IeoProject } from './sale-phase.ts';
import { useT } from '../../i18n/use-t.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';

export const detailsPath = (projectId: number) => pagePath('twinkleDetails', { query: { id: projectId } });

export function ProjectCard({ project, onNextPhase }: { project: IeoProject; onNextPhase: () => void }) {
  const t = useT();
  const titleId = `sale-${project.ProjectId}`;
  return (
    <article className="sale-card" aria-labelledby={titleId}>
      <div className="sale-card__head">
        <ServerIcon className="sale-card__logo" src={project.LogoUrl} size={48} />
        <div className="sale-card__name">
          <h2 id={titleId}>
            <Link to={detailsPath(project.ProjectId)}>{project.Name}</Link>
          </h2>
          <span className="sale-card__token">{project.TokenCode}</span>
        </div>
        <PhaseBadge project={project} />
      </div>
      <p className="sale-card__intro">{project.Intro}</p>
      <dl className="sale-facts">
        <div>
          <dt>{t('twinkle.price')}</dt>
          <dd>
            <Figure kind="price" value={project.PriceUsdt} unit={project.PayCoin} />
          </dd>
        </div>
        <div>
          <dt>{t('twinkle.totalForSale')}</dt>
          <dd>
            <Figure
              kind="amount"
              value={project.TotalSupply}
              precision={project.QuantityPrecision}
              unit={project.TokenCode}
            />
          </dd>
        </div>
      </dl>
      <ProgressBar label={t('twinkle.progress')} percent={soldPercent(project)} />
      <PhaseCountdown project={project} onNextPhase={onNextPhase} />
    </article>
  );
}
