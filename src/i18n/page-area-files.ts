/**
 * Where a page message area's files are, and the area's name from a file's path. A product's texts
 * are in its folder, `src/features/<area>/messages/<language>.json`: the area is named after the
 * folder holding `messages/`, which may be one inside a product's (`src/features/fiat/otc/messages/`
 * is the area `otc`). The areas several products share (display, footer, home-sections, ui-forms,
 * ui-lists) are `src/i18n/messages/<language>/pages/<area>.json`. page-catalogs.ts loads them;
 * the build reads the same names (build/landing-files.ts).
 */

export interface PageAreaFile {
  language: string;
  area: string;
}

const sharedFile = /(?:^|\/)messages\/([^/]+)\/pages\/([^/]+)\.json$/;
const featureFile = /(?:^|\/)features\/(?:[^/]+\/)*([^/]+)\/messages\/([^/]+)\.json$/;

/** The language and area of a page area's file (a path from the project root or from src/i18n/), or null. */
export function pageAreaFile(path: string): PageAreaFile | null {
  const shared = sharedFile.exec(path);
  if (shared) return { language: shared[1]!, area: shared[2]! };
  const feature = featureFile.exec(path);
  return feature ? { language: feature[2]!, area: feature[1]! } : null;
}

/**
 * One language's page area files by area name. Two files giving the same area (two folders of that
 * name holding `messages/`, or a product's and a shared one) is an error that names both.
 */
export function byPageArea<T>(files: Record<string, T>): Record<string, T> {
  const found: Record<string, T> = {};
  const paths: Record<string, string> = {};
  for (const [path, file] of Object.entries(files)) {
    const area = pageAreaFile(path)?.area;
    if (!area) throw new Error(`${path} is not a page message area's file`);
    if (paths[area] !== undefined)
      throw new Error(
        `Two files are the page message area "${area}": ${paths[area]} and ${path}. An area is named after the folder holding messages/, and each name must be one folder's: rename one.`,
      );
    paths[area] = path;
    found[area] = file;
  }
  return found;
}
