/**
 * A labelled file picker with its hint and error wired like TextField's: the browser's own control
 * (keyboard and screen readers know it), its button drawn like a secondary Button. `onFile` hands
 * over the chosen file, or null when the choice is cleared; `onFiles` suits a field whose files are
 * sent as they are chosen: it hands over every file chosen (all of them, with `multiple`), then
 * empties the field, so it never shows a choice already dealt with and the same file can be chosen again.
 */
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldNotes, fieldDescribedBy } from './FieldNotes.tsx';
import './file-field.css';
import './text-field.css';

interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value'> {
  label: string;
  hint?: string;
  error?: string;
  onFile?: (file: File | null) => void;
  onFiles?: (files: File[]) => void;
  ref?: Ref<HTMLInputElement>;
}

export function FileField({ label, hint, error, onFile, onFiles, onChange, className, ...input }: FileFieldProps) {
  const id = useId();
  return (
    <div className={`text-field${error ? ' text-field--invalid' : ''} ${className ?? ''}`.trim()}>
      <label htmlFor={id} className="text-field__label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="ui-file-field"
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, hint, error)}
        onChange={(event) => {
          onChange?.(event);
          onFile?.(event.target.files?.[0] ?? null);
          if (onFiles) {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }
        }}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
