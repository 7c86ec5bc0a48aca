/** The feature switches, each with what it turns on in the app as the draft stands. */
import { featureIds, type SiteConfig } from '../../../src/config/site-config.schema.ts';
import { CheckField } from '../fields/fields.tsx';
import { featureEffects, type FeatureEffects } from '../model/feature-effects.ts';
import { labelOf } from '../model/schema.ts';
import { useStudio } from '../studio-context.ts';

/** A home section as its panel names it; a part of one with the part's name (`Advanced trading (futures)`). */
function sectionName(shown: string): string {
  const [section, part] = shown.split('.');
  return part ? `${labelOf(section)} (${part})` : labelOf(section);
}

function Effects({ effects }: { effects: FeatureEffects }) {
  const parts = [
    ['Routes', effects.routes],
    ['Nav links', effects.navLinks],
    ['Menu entries', effects.menuEntries],
    ['Home sections', effects.homeSections.map(sectionName)],
  ] as const;
  const shown = parts.filter(([, list]) => list.length > 0);
  if (shown.length === 0)
    return <p className="effects">Turns on nothing the route table, the header or the home page shows.</p>;
  return (
    <dl className="effects">
      {shown.map(([what, list]) => (
        <div key={what}>
          <dt>{what}</dt>
          <dd>{list.join(', ')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FeaturesPanel() {
  const { check } = useStudio();
  const config: SiteConfig | null = check.config;
  return (
    <>
      <p className="field__help">
        What each switch turns on, as the draft stands{config ? '' : ' (shown once the draft has no problems)'}.
      </p>
      {featureIds.map((feature) => (
        <div key={feature} className="feature">
          <CheckField path={['features', feature]} label={labelOf(feature)} />
          {config && <Effects effects={featureEffects(config, feature)} />}
        </div>
      ))}
    </>
  );
}
