// @vitest-environment node
/**
 * ui's class names (`ui-…`, defined in src/ui's style sheets) are its own: other code composes the
 * pieces (`Button`, `ButtonLink`, `Spinner`'s `className`, …) and styles its own classes. This finds
 * them anywhere else in src/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
const read = (file: string) => readFileSync(file, 'utf8');

const uiStyles = filesUnder(import.meta.dirname).filter((file) => file.endsWith('.css'));
/** Every source file and style sheet of src/ outside src/ui, by its path from the root. */
const sources = filesUnder(join(root, 'src'))
  .map((file) => relative(root, file))
  .filter((file) => /\.(tsx?|css)$/.test(file) && !file.startsWith('src/ui/'));

const privateNames = new Set(
  uiStyles.flatMap((file) => [...read(file).matchAll(/\.(ui-[a-z0-9_-]+)/g)].map((match) => match[1])),
);

/** The ui class names a file's text uses, whole (`ui-button` is not found in `ui-button--primary`). */
export function uiClassNamesIn(text: string, names: ReadonlySet<string>): string[] {
  const found = [...text.matchAll(/(?<![\w-])(ui-[a-z0-9_-]*[a-z0-9])(?![\w-])/g)].map((match) => match[1]);
  return [...new Set(found.filter((name) => names.has(name)))].sort();
}

describe("ui's class names", () => {
  it('are read from its style sheets', () => {
    expect(privateNames).toContain('ui-button--primary');
    expect(privateNames).toContain('ui-spinner');
  });

  it('are found whole, in markup and in style sheets', () => {
    const names = new Set(['ui-button', 'ui-button--primary', 'ui-spinner']);
    expect(uiClassNamesIn('<Link className="ui-button ui-button--primary">', names)).toEqual([
      'ui-button',
      'ui-button--primary',
    ]);
    expect(uiClassNamesIn('.footer .ui-spinner { padding: 0 }', names)).toEqual(['ui-spinner']);
    expect(uiClassNamesIn("pageAreas: ['ui-forms'], font-family: ui-monospace; .my-ui-button", names)).toEqual([]);
  });

  it('are used only inside src/ui', () => {
    expect(sources.length).toBeGreaterThan(500);
    const offences = sources.flatMap((file) => {
      const used = uiClassNamesIn(read(join(root, file)), privateNames);
      return used.length > 0 ? [`${file}: ${used.join(', ')}`] : [];
    });
    expect(offences).toEqual([]);
  });
});
