import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSiteConfigFile, readBrandFolder } from './brand-folder.ts';

const project = resolve(import.meta.dirname, '..');
const shipped = JSON.parse(readFileSync(join(project, 'site-config/site.json'), 'utf8'));

/** A site.json in a folder of its own, with a brand folder beside it holding `files`. */
function siteWith(change: (c: Record<string, any>) => void, files: Record<string, string | Buffer> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'brand-folder-'));
  mkdirSync(join(dir, 'brand'));
  copyFileSync(join(project, 'site-config/brand/logo.svg'), join(dir, 'brand/logo.svg'));
  for (const [name, body] of Object.entries(files)) writeFileSync(join(dir, 'brand', name), body);
  const config = structuredClone(shipped);
  change(config);
  const file = join(dir, 'site.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}
const verdict = (file: string) => {
  const check = checkSiteConfigFile(file, readFileSync(file, 'utf8'));
  return {
    errors: check.ok ? [] : check.problems.map((p) => `${p.path}: ${p.message}`),
    warnings: (check.warnings ?? []).map((p) => `${p.path}: ${p.message}`),
  };
};
const icon192 = readFileSync(join(project, 'public/icons/app-192.png'));

describe('the brand folder beside a site.json', () => {
  it('lists its files and the shipped ones, each by its content', () => {
    const folder = readBrandFolder(siteWith(() => {}, { 'icon.png': icon192 }));
    expect(folder['/brand/logo.svg']).toMatchObject({ kind: 'svg' });
    expect(folder['/brand/icon.png']).toMatchObject({ kind: 'png', width: 192, height: 192 });
    expect(folder['/favicon.svg']).toMatchObject({ kind: 'svg' });
  });

  it('passes the shipped site.json with its brand folder', () => {
    expect(verdict(join(project, 'site-config/site.json'))).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a logo missing from the folder, naming the file', () => {
    expect(verdict(siteWith((c) => (c.brand.logo = '/brand/logo-new.svg'))).errors).toEqual([
      'brand.logo: "/brand/logo-new.svg" is missing: the brand folder (site-config/brand/ beside site.json) has no logo-new.svg, so the page would show a broken image',
    ]);
    expect(verdict(siteWith((c) => (c.brand.theme = { icons: { favicon: '/favicon.png' } }))).errors).toEqual([
      expect.stringMatching(/^brand\.theme\.icons\.favicon: "\/favicon\.png" is missing: no file of the build/),
    ]);
  });

  it('refuses a web page saved under a picture name, and a font in a picture slot', () => {
    const file = siteWith((c) => (c.brand.theme = { logos: { dark: '/brand/dark.png', mark: '/brand/mark.svg' } }), {
      'dark.png': '<!DOCTYPE html><html></html>',
      'mark.svg': 'wOF2\0\0\0\0',
    });
    expect(verdict(file).errors).toEqual([
      expect.stringMatching(
        /^brand\.theme\.logos\.dark: "\/brand\/dark\.png" is neither a picture nor a font .*; this slot takes SVG, PNG/,
      ),
      expect.stringMatching(/^brand\.theme\.logos\.mark: "\/brand\/mark\.svg" is a WOFF2 font by its content/),
    ]);
  });

  it('refuses an app icon whose size is not the one declared, and warns of a heavy or wide logo', () => {
    const wide =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 28"><!--' + 'x'.repeat(120_000) + '--></svg>';
    const file = siteWith(
      (c) => {
        c.brand.logo = '/brand/wordmark.svg';
        c.brand.theme = { icons: { app: [{ src: '/brand/icon.png', sizes: '512x512' }] } };
      },
      { 'wordmark.svg': wide, 'icon.png': icon192 },
    );
    const { errors, warnings } = verdict(file);
    expect(errors).toEqual([
      'brand.theme.icons.app[0].src: "/brand/icon.png" is 192x192 px but is declared as 512x512: the phone would stretch it (the studio makes every app icon from one picture)',
    ]);
    expect(warnings).toEqual([
      'brand.logo: "/brand/wordmark.svg" weighs 117 KB, over the 100 KB this slot takes: it slows the first screen',
      `brand.logo: "/brand/wordmark.svg" is 160 × 28 px, not square: it is drawn in a 28 × 28 px box and comes out 18% of the box's size`,
    ]);
  });
});
