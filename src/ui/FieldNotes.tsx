/** A field's hint and error under it, with the ids its control names in aria-describedby (`fieldDescribedBy`). */
export const fieldDescribedBy = (
  id: string,
  hint?: string,
  error?: string,
  ...more: (string | null | undefined)[]
): string | undefined =>
  [...more, hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
