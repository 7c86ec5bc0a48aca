/**
 * The brand's files, checked against the slots that show them: every local path a site.json names
 * (under /brand/, the brand folder beside site.json, or a file the build ships) must exist, be the
 * kind of file its slot needs by its content (never by its name), and fit the slot's weight and
 * shape. Pure: the files are described by whoever can read them (deploy/brand-folder.ts on disk,
 * the studio's server for its page), so config:check and the studio judge them alike.
 */
import { imageEntries, type BrandFindings } from './brand-checks.ts';
import type { SiteConfig } from './site-config.schema.ts';

/** What a file is by its content, its weight and, for pictures that say, its size in px. */
export interface BrandFile {
  kind: 'svg' | 'png' | 'jpeg' | 'webp' | 'gif' | 'avif' | 'ico' | 'woff2' | 'woff' | 'ttf' | 'otf' | 'other';
  bytes: number;
  width?: number;
  height?: number;
}

/** The files a site can serve, by served path (`/brand/logo.svg`, `/favicon.svg`). */
export type BrandFolder = Readonly<Record<string, BrandFile>>;

/** The served path of the brand folder. */
export const brandPath = '/brand/';

/** What each slot takes, shown beside its field in the studio and checked here. */
export interface Slot {
  kinds: BrandFile['kind'][];
  /** Over this weight the slot still works but slows the first screen: a warning. */
  maxBytes: number;
  /** Width and height in px it is drawn at (a box), or that it must be (an exact square). */
  box?: { width: number; height: number; exact?: boolean };
  words: string;
}

const pictures: BrandFile['kind'][] = ['svg', 'png', 'jpeg', 'webp', 'gif', 'avif'];
const kb = 1024;

export const slots = {
  logo: {
    kinds: pictures,
    maxBytes: 100 * kb,
    box: { width: 28, height: 28 },
    words:
      'SVG, PNG, JPEG, WebP, GIF or AVIF, 100 KB at most. The header draws it in a 28 × 28 px box beside the name (the footer 32 × 32), scaled to fit: a square mark reads best, a wide wordmark is shrunk to 28 px wide.',
  },
  mark: {
    kinds: pictures,
    maxBytes: 100 * kb,
    box: { width: 28, height: 28 },
    words: 'SVG, PNG, JPEG, WebP, GIF or AVIF, 100 KB at most, square: shown in the 28 × 28 px box below 600 px.',
  },
  favicon: {
    kinds: ['svg', 'png', 'ico'],
    maxBytes: 50 * kb,
    box: { width: 32, height: 32 },
    words: 'SVG, PNG or ICO, 50 KB at most, square: the tab and the loading screen.',
  },
  appIcon: {
    kinds: ['png'],
    maxBytes: 300 * kb,
    words:
      'PNG, 300 KB at most, square, exactly its sizes (192x192, 512x512; the maskable one keeps its content in the middle 80%).',
  },
  font: {
    kinds: ['woff2', 'woff', 'ttf', 'otf'],
    maxBytes: 500 * kb,
    words: 'WOFF2 (smallest), WOFF, TTF or OTF, 500 KB at most.',
  },
} satisfies Record<string, Slot>;

export type SlotId = keyof typeof slots;

/** The slot of a key path: `brand.theme.icons.app[0].src` -> appIcon. */
export function slotOf(path: string): SlotId | null {
  if (path === 'brand.logo' || path === 'brand.theme.logos.dark') return 'logo';
  if (/^brand\.theme\.logos\.mark(Dark)?$/.test(path)) return 'mark';
  if (path === 'brand.theme.icons.favicon') return 'favicon';
  if (/^brand\.theme\.icons\.app\[\d+\]\.src$/.test(path)) return 'appIcon';
  if (/^brand\.theme\.fonts\.files\[\d+\]\.src$/.test(path)) return 'font';
  return null;
}

const kindWords: Record<BrandFile['kind'], string> = {
  svg: 'an SVG picture',
  png: 'a PNG picture',
  jpeg: 'a JPEG picture',
  webp: 'a WebP picture',
  gif: 'a GIF picture',
  avif: 'an AVIF picture',
  ico: 'an ICO icon',
  woff2: 'a WOFF2 font',
  woff: 'a WOFF font',
  ttf: 'a TrueType font',
  otf: 'an OpenType font',
  other: 'neither a picture nor a font (a web page, text or another kind of file)',
};

/** The problems of one file in one slot; `sizes` is an app icon's declared size (`192x192`). */
export function fileFindings(path: string, served: string, file: BrandFile | undefined, sizes?: string): BrandFindings {
  const found: BrandFindings = { errors: [], warnings: [] };
  const slotId = slotOf(path);
  if (!slotId) return found;
  const slot: Slot = slots[slotId];
  if (!file) {
    const where = served.startsWith(brandPath)
      ? `the brand folder (site-config/brand/ beside site.json) has no ${served.slice(brandPath.length)}`
      : 'no file of the build or of the brand folder is there';
    found.errors.push({ path, message: `"${served}" is missing: ${where}, so the page would show a broken image` });
    return found;
  }
  if (!slot.kinds.includes(file.kind)) {
    found.errors.push({
      path,
      message: `"${served}" is ${kindWords[file.kind]} by its content; this slot takes ${slot.words}`,
    });
    return found;
  }
  if (file.bytes > slot.maxBytes)
    found.warnings.push({
      path,
      message: `"${served}" weighs ${Math.round(file.bytes / kb)} KB, over the ${slot.maxBytes / kb} KB this slot takes: it slows the first screen`,
    });
  const { width, height } = file;
  if (width === undefined || height === undefined) return found;
  if (slotId === 'appIcon' && sizes && sizes !== `${width}x${height}`)
    found.errors.push({
      path,
      message: `"${served}" is ${width}x${height} px but is declared as ${sizes}: the phone would stretch it (the studio makes every app icon from one picture)`,
    });
  else if (slotId !== 'font' && Math.max(width, height) > 1.5 * Math.min(width, height)) {
    const box = slot.box ? ` in a ${slot.box.width} × ${slot.box.height} px box` : '';
    found.warnings.push({
      path,
      message: `"${served}" is ${width} × ${height} px, not square: it is drawn${box} and comes out ${Math.round((Math.min(width, height) / Math.max(width, height)) * 100)}% of the box's size`,
    });
  }
  return found;
}

/** Every local file of the config, checked in its slot against the folder. */
export function brandFileFindings(config: SiteConfig, folder: BrandFolder): BrandFindings {
  const found: BrandFindings = { errors: [], warnings: [] };
  const entries: [string, string, string?][] = imageEntries(config.brand).map(([path, value]) => [path, value]);
  config.brand.theme?.icons?.app?.forEach((icon, i) => {
    const entry = entries.find(([path]) => path === `brand.theme.icons.app[${i}].src`);
    if (entry) entry[2] = icon.sizes;
  });
  config.brand.theme?.fonts?.files?.forEach((file, i) => entries.push([`brand.theme.fonts.files[${i}].src`, file.src]));
  for (const [path, value, sizes] of entries) {
    // Only paths on this site are files here; https URLs and data: URIs are checked by their value.
    if (!value.startsWith('/')) continue;
    const served = decodeURIComponent(value.split(/[?#]/)[0]);
    const one = fileFindings(path, served, folder[served], sizes);
    found.errors.push(...one.errors);
    found.warnings.push(...one.warnings);
  }
  return found;
}
