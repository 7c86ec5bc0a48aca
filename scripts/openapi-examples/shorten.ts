/**
 * Shortens a sandbox answer into an example a reader takes in at a glance: lists cut to their
 * first two items, long texts (article bodies, inline SVG pictures) cut short. The caller keeps
 * the shortened answer only when it still validates against the schema.
 */
const longestText = 160;
const tinySvg = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=';

function shortText(text: string): string {
  if (text.length <= longestText) return text;
  if (text.startsWith('data:image/')) return tinySvg;
  const cut = text.slice(0, longestText);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

export function shorten(value: unknown, { lists = true } = {}): unknown {
  if (typeof value === 'string') return shortText(value);
  if (Array.isArray(value)) return (lists ? value.slice(0, 2) : value).map((item) => shorten(item, { lists }));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shorten(item, { lists })]));
  return value;
}
