/** The route table: path, page, sign-in and gate of each route, with warnings for routes that cannot show. */
import { useState } from 'react';
import { featureIds, switchIds, type RouteEntry, type SiteConfig } from '../../../src/config/site-config.schema.ts';
import { pageIds } from '../../../src/config/page-ids.ts';
import { CheckField, SelectField, TextField } from '../fields/fields.tsx';
import { getAt } from '../model/paths.ts';
import { routeWarnings } from '../model/route-warnings.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

export function RoutesPanel() {
  const { config, edit, preview, reveal } = useStudio();
  const [filter, setFilter] = useState('');
  // The route being edited stays in the list whatever the filter, so typing never hides it (and its
  // focus); so does a route whose problem the operator asked to see.
  const [editing, setEditing] = useState<number | null>(null);
  const revealed = Number(/^routes\[(\d+)\]/.exec(reveal ?? '')?.[1] ?? -1);
  const routes = (getAt(config, ['routes']) as RouteEntry[] | undefined) ?? [];
  const draft = config as Pick<SiteConfig, 'features' | 'switches'>;
  const warnings = routeWarnings({ features: draft.features ?? {}, switches: draft.switches ?? {}, routes });
  const shown = routes
    .map((route, i) => ({ route, i }))
    .filter(
      ({ route, i }) =>
        i === editing || i === revealed || `${route.path} ${route.page}`.toLowerCase().includes(filter.toLowerCase()),
    );
  const at = (i: number, key: string) => ['routes', i, key];
  return (
    <>
      <p className="field__help">{helpFor(['routes'])}</p>
      <div className="field">
        <label htmlFor="route-filter">Find a route by path or page</label>
        <input
          id="route-filter"
          type="search"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setEditing(null);
          }}
        />
      </div>
      <ol className="routes">
        {shown.map(({ route, i }) => (
          <li key={i} className="route" onFocus={() => setEditing(i)}>
            <fieldset className="group">
              <legend>{`Route ${i + 1}: ${route.path}`}</legend>
              {warnings.get(i)?.map((warning) => (
                <p key={warning} className="warning">
                  ⚠ {warning}
                </p>
              ))}
              <div className="route__fields">
                <TextField path={at(i, 'path')} label="Path" />
                <SelectField path={at(i, 'page')} label="Page" choices={pageIds} />
                <SelectField path={at(i, 'feature')} label="Feature switch" choices={featureIds} optional />
                <SelectField path={at(i, 'switch')} label="Other switch" choices={switchIds} optional />
                <CheckField path={at(i, 'signIn')} label="Needs sign-in" />
              </div>
              <div className="route__actions">
                {!route.path.includes(':') && (
                  <button type="button" className="link-button" onClick={() => preview(route.path)}>
                    Show route {i + 1} in the preview
                  </button>
                )}
                <button
                  type="button"
                  className="link-button"
                  onClick={() =>
                    edit(
                      ['routes'],
                      routes.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove route {i + 1}
                </button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="secondary"
        onClick={() => edit(['routes'], [...routes, { path: '/', page: 'home', signIn: false }])}
      >
        Add a route
      </button>
    </>
  );
}
