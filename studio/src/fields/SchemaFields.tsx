/**
 * Fields drawn from the site-config's JSON Schema: a key's type picks its field, its description
 * is the help text, its choices fill a list; optional blocks can be added and removed, lists grow
 * and shrink.
 */
import { getAt, pathKey, type KeyPath } from '../model/paths.ts';
import { choicesOf, labelOf, schemaAt, type SchemaNode } from '../model/schema.ts';
import { slotOf } from '../../../src/config/brand-files.ts';
import { BrandFileField } from './BrandFileField.tsx';
import { useStudio } from '../studio-context.ts';
import { CheckField, NumberField, SelectField, TextField } from './fields.tsx';

/** A starting value for a new key or item: the least that the schema's types accept. */
export function startingValue(node: SchemaNode): unknown {
  const choices = choicesOf(node);
  if (choices) return choices[0];
  switch (node.type) {
    case 'object':
      return Object.fromEntries((node.required ?? []).map((key) => [key, startingValue(node.properties?.[key] ?? {})]));
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return node.minimum ?? 0;
    default:
      return '';
  }
}

/** The keys of an object node, a record's (choices of key names) included. */
function keysOf(node: SchemaNode): [string, SchemaNode][] {
  if (node.properties) return Object.entries(node.properties);
  const names = node.propertyNames?.enum ?? [];
  const each = typeof node.additionalProperties === 'object' ? node.additionalProperties : {};
  return names.map((name) => [String(name), each]);
}

interface Props {
  path: KeyPath;
  /** Keys drawn elsewhere in the panel (or not at all). */
  skip?: string[];
}

/** Every key of the object at `path`, each as its own field. */
export function SchemaFields({ path, skip = [] }: Props) {
  const node = schemaAt(path);
  if (!node) return null;
  const required = node.required ?? [];
  return (
    <>
      {keysOf(node)
        .filter(([key]) => key !== '$schema' && !skip.includes(key))
        .map(([key, child]) => (
          <SchemaField key={key} path={[...path, key]} node={child} required={required.includes(key)} />
        ))}
    </>
  );
}

function RemoveButton({ path, what }: { path: KeyPath; what: string }) {
  const { edit } = useStudio();
  return (
    <button type="button" className="link-button" onClick={() => edit(path, undefined)}>
      Remove {what}
    </button>
  );
}

export function SchemaField({ path, node, required }: { path: KeyPath; node: SchemaNode; required: boolean }) {
  const { config, edit, check } = useStudio();
  const key = path.at(-1)!;
  const label = labelOf(key);
  const help = node.description;
  const value = getAt(config, path);
  const choices = choicesOf(node);
  if (choices) return <SelectField path={path} label={label} help={help} choices={choices} optional={!required} />;
  if (node.type === 'boolean') return <CheckField path={path} label={label} help={help} />;
  if (node.type === 'number' || node.type === 'integer')
    return <NumberField path={path} label={label} help={help} optional={!required} />;
  if (slotOf(pathKey(path)) && node.type === 'string')
    return <BrandFileField path={path} label={label} help={help} optional={!required} />;
  if (node.type === 'string' || !node.type)
    return <TextField path={path} label={label} help={help} optional={!required} />;
  if (value === undefined && !required)
    return (
      <div className="field field--absent">
        <button type="button" className="secondary" onClick={() => edit(path, startingValue(node))}>
          Add {label.toLowerCase()}
        </button>
        {help && <p className="field__help">{help}</p>}
      </div>
    );
  const problems = check.byPath.get(pathKey(path)) ?? [];
  return (
    <fieldset className="group">
      <legend>{label}</legend>
      {help && <p className="field__help">{help}</p>}
      {problems.length > 0 && <p className="field__problem">{problems.join(' · ')}</p>}
      {node.type === 'array' ? <SchemaList path={path} node={node} /> : <SchemaFields path={path} />}
      {!required && <RemoveButton path={path} what={label.toLowerCase()} />}
    </fieldset>
  );
}

/** A list: choices as boxes to tick; other items one under another, each removable. */
function SchemaList({ path, node }: { path: KeyPath; node: SchemaNode }) {
  const { config, edit } = useStudio();
  const list = (getAt(config, path) as unknown[] | undefined) ?? [];
  const item = node.items ?? {};
  const choices = choicesOf(item);
  if (choices)
    return (
      <div className="choices">
        {choices.map((choice) => (
          <label key={String(choice)} className="choice">
            <input
              type="checkbox"
              checked={list.includes(choice)}
              onChange={(event) =>
                edit(
                  path,
                  choices.filter((c) => (c === choice ? event.target.checked : list.includes(c))),
                )
              }
            />
            {String(choice)}
          </label>
        ))}
      </div>
    );
  return (
    <>
      {list.map((_, i) => (
        <div key={i} className="list-item">
          {item.type === 'object' ? (
            <fieldset className="group">
              <legend>{labelOf(i)}</legend>
              <SchemaFields path={[...path, i]} />
            </fieldset>
          ) : (
            <SchemaField path={[...path, i]} node={item} required />
          )}
          <button
            type="button"
            className="link-button"
            onClick={() =>
              edit(
                path,
                list.filter((__, j) => j !== i),
              )
            }
          >
            Remove item {i + 1}
          </button>
        </div>
      ))}
      <button type="button" className="secondary" onClick={() => edit(path, [...list, startingValue(item)])}>
        Add an item
      </button>
    </>
  );
}
