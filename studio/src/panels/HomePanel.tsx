/** The home page: template, its sections on or off and in order, the app download links. */
import type { HomeSectionId } from '../../../src/config/site-config.schema.ts';
import { OrderList } from '../fields/OrderList.tsx';
import { SchemaField, SchemaFields } from '../fields/SchemaFields.tsx';
import { getAt } from '../model/paths.ts';
import { labelOf, schemaAt } from '../model/schema.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

type Section = { id: HomeSectionId; on: boolean };

export function HomePanel() {
  const { config, edit } = useStudio();
  const sections = (getAt(config, ['home', 'sections']) as Section[] | undefined) ?? [];
  return (
    <>
      <SchemaFields path={['home']} skip={['sections', 'appDownloads']} />
      <fieldset className="group">
        <legend>Sections</legend>
        <p className="field__help">{helpFor(['home', 'sections'])}</p>
        <OrderList
          label="Home sections"
          items={sections}
          name={(section) => section.id}
          onReorder={(next) => edit(['home', 'sections'], next)}
          extra={(section, i) => (
            <label className="order-list__on">
              <input
                type="checkbox"
                checked={section.on}
                onChange={(event) => edit(['home', 'sections', i, 'on'], event.target.checked)}
              />
              Show {labelOf(section.id).toLowerCase()}
            </label>
          )}
        />
      </fieldset>
      <SchemaField path={['home', 'appDownloads']} node={schemaAt(['home', 'appDownloads'])!} required />
    </>
  );
}
