/** The environments: which is active, and the hosts of the one being edited. */
import { useState } from 'react';
import { environmentIds } from '../../../src/config/site-config.schema.ts';
import { SelectField } from '../fields/fields.tsx';
import { SchemaFields } from '../fields/SchemaFields.tsx';
import { getAt } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { helpFor } from './help.ts';

export function EnvironmentsPanel() {
  const { config, reveal } = useStudio();
  const active = getAt(config, ['environments', 'active']) as (typeof environmentIds)[number];
  const [editing, setEditing] = useState<(typeof environmentIds)[number]>(active ?? 'sandbox');
  // A problem in another environment's hosts opens that environment (adjusted while rendering).
  const [seenReveal, setSeenReveal] = useState(reveal);
  if (reveal !== seenReveal) {
    setSeenReveal(reveal);
    const shown = reveal?.match(/^environments\.hosts\.(\w+)\./)?.[1];
    if (shown && (environmentIds as readonly string[]).includes(shown)) setEditing(shown as typeof editing);
  }
  return (
    <>
      <SelectField
        path={['environments', 'active']}
        label="Active environment"
        help={helpFor(['environments', 'active'])}
        choices={environmentIds}
      />
      <fieldset className="group">
        <legend>Hosts</legend>
        <div className="tabs" role="group" aria-label="Environment to edit">
          {environmentIds.map((id) => (
            <button key={id} type="button" aria-pressed={editing === id} onClick={() => setEditing(id)}>
              {id}
              {id === active ? ' (active)' : ''}
            </button>
          ))}
        </div>
        <SchemaFields key={editing} path={['environments', 'hosts', editing]} />
      </fieldset>
    </>
  );
}
