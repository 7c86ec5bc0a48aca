/**
 * Where a money action's refusal about the form as a whole shows: one message at the top of the
 * form, brought into view and focused when it comes (never left above the fold or under the header).
 */
import { FormAlert } from '../ui/FormAlert.tsx';
import { useRefusalText } from './refusal-text.ts';
import type { MoneyAction } from './use-money-action.ts';

export function MoneyRefusal<R, T>({ action }: { action: MoneyAction<R, T> }) {
  const refusalText = useRefusalText();
  const refusal = action.phase === 'refusedOnForm' ? action.refusal : null;
  return <FormAlert takeFocus>{refusal ? refusalText(refusal) : null}</FormAlert>;
}
