/**
 * The brand folder: `brand/` beside a site.json (site-config/brand/ in this project), served at
 * /brand/ by the sandbox server, the studio and the nginx block, and copied into dist/ by the build
 * without ever being written by it. Here: where it is, what it holds (each file described by its
 * content), and the check of a site.json file together with the files it names.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brandFileFindings, brandPath, type BrandFile, type BrandFolder } from '../src/config/brand-files.ts';
import { checkSiteConfigText, type ConfigCheck } from '../src/config/check-site-config.ts';
import { fileKind } from './file-kind.ts';

/** The files every build ships from public/ (the shipped favicon and app icons). */
export const shippedFilesDir = resolve(import.meta.dirname, '../public');

export const brandFolderOf = (siteConfigFile: string): string => join(dirname(resolve(siteConfigFile)), 'brand');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** Brand files are small (the slots take 500 KB at most), so each is read whole. */
const describe = (file: string): BrandFile => fileKind(readFileSync(file));

/** What a site.json's site can serve: the build's shipped files and its brand folder's. */
export function readBrandFolder(siteConfigFile: string, shippedDir = shippedFilesDir): BrandFolder {
  const folder: Record<string, BrandFile> = {};
  for (const file of filesUnder(shippedDir)) folder[`/${file}`] = describe(join(shippedDir, file));
  const brandDir = brandFolderOf(siteConfigFile);
  for (const file of filesUnder(brandDir)) folder[`${brandPath}${file}`] = describe(join(brandDir, file));
  return folder;
}

/**
 * A site.json file checked as config:check does: its text, then the files it names in its brand
 * folder. Errors of either make it fail; warnings of both are kept.
 */
export function checkSiteConfigFile(siteConfigFile: string, text: string, shippedDir = shippedFilesDir): ConfigCheck {
  const check = checkSiteConfigText(text);
  if (!check.ok) return check;
  const files = brandFileFindings(check.config, readBrandFolder(siteConfigFile, shippedDir));
  const warnings = [...(check.warnings ?? []), ...files.warnings];
  return files.errors.length > 0
    ? { ok: false, problems: files.errors, warnings }
    : { ok: true, config: check.config, warnings };
}
