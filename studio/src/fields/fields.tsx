/** The draft's plain fields: text, number, on/off and a choice, each bound to one key path. */
import { getAt, type KeyPath } from '../model/paths.ts';
import { useStudio } from '../studio-context.ts';
import { FieldFrame } from './FieldFrame.tsx';

export interface FieldProps {
  path: KeyPath;
  label: string;
  help?: string;
  /** An optional key: emptied, it is removed rather than left as empty text. */
  optional?: boolean;
}

export function TextField({ path, label, help, optional, placeholder }: FieldProps & { placeholder?: string }) {
  const { config, edit } = useStudio();
  const value = getAt(config, path);
  return (
    <FieldFrame path={path} label={label} help={help}>
      {(input) => (
        <input
          {...input}
          type="text"
          spellCheck={false}
          placeholder={placeholder}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => edit(path, optional && event.target.value === '' ? undefined : event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

/** A number as typed; text that is no number stays text, so the check names it on the field. */
export function NumberField({ path, label, help, optional }: FieldProps) {
  const { config, edit } = useStudio();
  const value = getAt(config, path);
  return (
    <FieldFrame path={path} label={label} help={help}>
      {(input) => (
        <input
          {...input}
          type="text"
          inputMode="decimal"
          value={value === undefined ? '' : String(value)}
          onChange={(event) => {
            const text = event.target.value.trim();
            if (optional && text === '') return edit(path, undefined);
            edit(path, text !== '' && Number.isFinite(Number(text)) ? Number(text) : event.target.value);
          }}
        />
      )}
    </FieldFrame>
  );
}

export function CheckField({ path, label, help }: FieldProps) {
  const { config, edit } = useStudio();
  return (
    <FieldFrame path={path} label={label} help={help} check>
      {(input) => (
        <input
          {...input}
          type="checkbox"
          checked={getAt(config, path) === true}
          onChange={(event) => edit(path, event.target.checked)}
        />
      )}
    </FieldFrame>
  );
}

/** One of fixed choices; `optional` offers "not set", which removes the key. */
export function SelectField({
  path,
  label,
  help,
  choices,
  optional,
}: FieldProps & { choices: readonly (string | number)[]; optional?: boolean }) {
  const { config, edit } = useStudio();
  const value = getAt(config, path);
  const index = choices.findIndex((choice) => choice === value);
  return (
    <FieldFrame path={path} label={label} help={help}>
      {(input) => (
        <select
          {...input}
          value={index === -1 ? '' : String(index)}
          onChange={(event) => edit(path, event.target.value === '' ? undefined : choices[Number(event.target.value)])}
        >
          {(optional || index === -1) && <option value="">{optional ? '(not set)' : '(choose)'}</option>}
          {choices.map((choice, i) => (
            <option key={String(choice)} value={String(i)}>
              {String(choice)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
