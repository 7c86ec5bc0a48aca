/** The header: its items on or off, and the nav links in order (links can be left out or added back). */
import { navLinkIds, type NavLinkId } from '../../../src/config/site-config.schema.ts';
import { OrderList } from '../fields/OrderList.tsx';
import { SchemaFields } from '../fields/SchemaFields.tsx';
import { shownNavLinks } from '../model/feature-effects.ts';
import { getAt } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

export function HeaderPanel() {
  const { config, edit, check } = useStudio();
  const nav = (getAt(config, ['header', 'nav']) as NavLinkId[] | undefined) ?? [];
  const shown = check.config ? shownNavLinks(check.config) : null;
  const missing = navLinkIds.filter((id) => !nav.includes(id));
  return (
    <>
      <fieldset className="group">
        <legend>Items</legend>
        <SchemaFields path={['header', 'items']} />
      </fieldset>
      <fieldset className="group">
        <legend>Nav links</legend>
        <p className="field__help">
          {helpFor(['header', 'nav'])} A hidden link needs its switch on and, for a page of the app, its route.
        </p>
        <OrderList
          label="Nav links"
          items={nav}
          name={(id) => id}
          onReorder={(next) => edit(['header', 'nav'], next)}
          extra={(id) => (
            <>
              {shown && <span className="order-list__state">{shown.includes(id) ? 'shown' : 'hidden'}</span>}
              <button
                type="button"
                className="link-button"
                onClick={() =>
                  edit(
                    ['header', 'nav'],
                    nav.filter((other) => other !== id),
                  )
                }
              >
                Leave out {id}
              </button>
            </>
          )}
        />
        {missing.length > 0 && (
          <div className="choices">
            {missing.map((id) => (
              <button
                key={id}
                type="button"
                className="secondary"
                onClick={() => edit(['header', 'nav'], [...nav, id])}
              >
                Add {id}
              </button>
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}
