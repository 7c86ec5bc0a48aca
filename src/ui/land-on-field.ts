/**
 * The one way a refusal lands on its field: the field shows the message (an id it translates, or
 * the server's own words for a server-described form) and takes the focus, in view clear of the
 * sticky parts (focus-in-view.ts). Held by the focus rule (eslint.config.js): no `shouldFocus`
 * and no `setFocus` elsewhere.
 */
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { focusInView } from './focus-in-view.ts';

export function landOnField<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'setError' | 'setFocus'>,
  field: Path<V>,
  message: string | undefined,
  type = 'refused',
): void {
  form.setError(field, { type, message });
  form.setFocus(field);
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focusInView(focused);
}
