/**
 * The field that shows a problem's key path: its own, else the nearest key above it that has one
 * (`routes` for "must route the home page" has no field of its own; `brand.theme.light.text
 * (derived)` is fixed by giving that colour).
 */
export function nearestField<T>(path: string, find: (id: string) => T | null): T | null {
  let at = path.replace(/ \(derived\)$/, '');
  for (;;) {
    const field = find(`field:${at}`);
    if (field) return field;
    const shorter = at.replace(/(\.[^.[\]]+|\[\d+\]|\["[^"]*"\])$/, '');
    if (shorter === at || shorter === '') return null;
    at = shorter;
  }
}
