/**
 * A key path in the words of the studio's panels: lists the panels number from 1 (`routes[61].path`
 * is "Route 62 › path", `home.sections[0]` is "Home section 1"), other keys as they are.
 */
const listNames: Record<string, string> = {
  routes: 'Route',
  'home.sections': 'Home section',
  'brand.social': 'Social link',
  'brand.theme.icons.app': 'App icon',
  'brand.theme.fonts.files': 'Font file',
};

export function shownPath(path: string): string {
  const match = /^([\w.]+)\[(\d+)\](?:\.(.+))?$/.exec(path);
  if (!match) return path;
  const [, list, index, rest] = match;
  const name = listNames[list];
  if (!name) return path;
  return `${name} ${Number(index) + 1}${rest ? ` › ${rest}` : ''} (${path})`;
}
