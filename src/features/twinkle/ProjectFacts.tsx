/** A sale's figures: price, supply, what is sold and left, the personal limits and the coin it is paid in. */
import { Figure } from '../../ui/Figure.tsx';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { soldPercent } from './sale-phase.ts';
import type { IeoProjectDetails } from './twinkle-api.ts';
import { FactList, type Fact } from '../../ui/FactList.tsx';
import { useT } from '../../i18n/use-t.ts';

export function ProjectFacts({ project }: { project: IeoProjectDetails }) {
  const t = useT();
  const tokens = (value: string) => (
    <Figure kind="amount" value={value} precision={project.QuantityPrecision} unit={project.TokenCode} />
  );
  const facts: Fact[] = [
    [
      t('twinkle.price'),
      <>
        <span>{`1 ${project.TokenCode} = `}</span>
        <Figure kind="price" value={project.PriceUsdt} unit={project.PayCoin} />
      </>,
    ],
    [t('twinkle.totalForSale'), tokens(project.TotalSupply)],
    [t('twinkle.remaining'), tokens(project.Remaining)],
    [t('twinkle.personalMin'), tokens(project.PersonalMin)],
    [t('twinkle.personalMax'), tokens(project.PersonalMax)],
    [t('twinkle.payWith'), project.PayCoin],
  ];
  return (
    <section className="sale-panel" aria-labelledby="sale-facts-title">
      <h2 id="sale-facts-title">{t('twinkle.details.figures')}</h2>
      <ProgressBar
        label={t('twinkle.progress')}
        percent={soldPercent(project)}
        complete={soldPercent(project).gte(100)}
      />
      <FactList className="sale-facts" facts={facts} />
    </section>
  );
}
