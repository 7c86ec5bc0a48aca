/** Tests that read the app's stylesheets: every `.css` file below a folder. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const stylesheets = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(folder, entry.name))
      : entry.name.endsWith('.css')
        ? [join(folder, entry.name)]
        : [],
  );
