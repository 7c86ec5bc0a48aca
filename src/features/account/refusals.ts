/**
 * Where a server refusal shows in a form: on the field it is about (the codes a form names, which
 * its call also ignores so no toast repeats it), else as a message over the whole form.
 */
import type { ApiError } from '../../api/call.ts';
import { errorMessage } from '../../api/error-message.ts';

export interface RefusalPlace<F extends string> {
  /** The field the message goes on; absent for a message over the form. */
  field?: F;
  /** The message id to show. */
  id: string;
}

export type FieldRefusals<F extends string> = Record<string, RefusalPlace<F>>;

export interface PlacedRefusal<F extends string> {
  field: F | null;
  id: string;
  values?: Record<string, string>;
}

/** The codes a form handles itself, for `call(..., { ignore })`. */
export const handledCodes = <F extends string>(places: FieldRefusals<F>): string[] => Object.keys(places);

export function placeRefusal<F extends string>(error: ApiError, places: FieldRefusals<F>): PlacedRefusal<F> {
  const place = error.kind === 'code' ? places[String(error.code)] : undefined;
  if (place) return { field: place.field ?? null, id: place.id };
  const general = errorMessage(error);
  return { field: null, id: general.id, values: general.values };
}
