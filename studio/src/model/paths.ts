/** Key paths into the draft: reading, writing without mutating, and the checker's written form. */
export type KeyPath = readonly (string | number)[];

/** The path as config problems name it: `brand.colors.primary`, `routes[3].page`, `(top level)`. */
export function pathKey(path: KeyPath): string {
  const written = path.reduce<string>((acc, key) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    if (!/^[A-Za-z_$][\w$-]*$/.test(key)) return `${acc}[${JSON.stringify(key)}]`;
    return acc ? `${acc}.${key}` : key;
  }, '');
  return written || '(top level)';
}

export function getAt(value: unknown, path: KeyPath): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/**
 * A copy of `value` with `next` at `path` (objects and lists along the way copied, the rest shared).
 * `undefined` removes an object's key; keys keep their place, a new key goes last.
 */
export function setAt(value: unknown, path: KeyPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value) || (typeof key === 'number' && value === undefined)) {
    const list = Array.isArray(value) ? [...value] : [];
    list[key as number] = setAt(list[key as number], rest, next);
    return list;
  }
  const object = value !== null && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  const child = setAt(object[key], rest, next);
  if (child === undefined) delete object[key];
  else object[key] = child;
  return object;
}
