/**
 * The checks of a rebrand that the schema cannot make: a name of spaces, a logo or icon that is
 * no image or too heavy to sit in site.json, a production host the browser would refuse over
 * plain http, and what is left of the shipped brand under a new name. Errors where the page would
 * break; warnings where it would only look wrong. The files a path names are checked where they can
 * be read (brand-files.ts).
 */
import type { ConfigProblem } from './config-problem.ts';
import type { SiteConfig } from './site-config.schema.ts';

export interface BrandFindings {
  errors: ConfigProblem[];
  warnings: ConfigProblem[];
}

/**
 * A data: URI travels inside site.json, which every page load waits for: over this many
 * characters (100 KB) it slows every start, so it belongs in the brand folder instead.
 */
export const dataUriLimit = 100 * 1024;

/** The shipped brand (site-config/site.json as it comes): what a rebrand must leave behind. */
export const shippedBrand = {
  name: 'Lumen Exchange',
  /** Spellings of it found in its addresses, handles and domains. */
  marks: ['lumenexchange', 'lumen.exchange', 'lumen exchange'],
  /** The placeholder domain of the shipped hosts: no real site answers there. */
  placeholderDomain: 'exchange.example',
};

/** Every image a site.json names, with its key path. */
export function imageEntries(brand: SiteConfig['brand']): [path: string, value: string][] {
  const entries: [string, string][] = [['brand.logo', brand.logo]];
  const logos = brand.theme?.logos ?? {};
  for (const key of ['dark', 'mark', 'markDark'] as const) {
    const value = logos[key];
    if (value) entries.push([`brand.theme.logos.${key}`, value]);
  }
  const icons = brand.theme?.icons;
  if (icons?.favicon) entries.push(['brand.theme.icons.favicon', icons.favicon]);
  icons?.app?.forEach((icon, i) => entries.push([`brand.theme.icons.app[${i}].src`, icon.src]));
  return entries;
}

const imageExtension = /\.(svg|png|jpe?g|webp|gif|avif|ico)$/i;
const pageExtension = /\.(html?|php|aspx?|jsp)$/i;

function imageValueFindings(path: string, value: string, found: BrandFindings): void {
  if (value.startsWith('data:')) {
    if (value.length > dataUriLimit)
      found.errors.push({
        path,
        message: `is a data: URI of ${Math.round(value.length / 1024)} KB; site.json, which every page load waits for, takes ${dataUriLimit / 1024} KB at most: put the file in the brand folder (site-config/brand/) and name it /brand/<file>`,
      });
    return;
  }
  const pathname = value.startsWith('/') ? value.split(/[?#]/)[0] : safePathname(value);
  if (pathname === null) return;
  if (pageExtension.test(pathname) || pathname.endsWith('/') || (!value.startsWith('/') && pathname === ''))
    found.warnings.push({
      path,
      message: `"${value}" looks like a web page, not an image: name the image file itself`,
    });
  else if (!imageExtension.test(pathname))
    found.warnings.push({
      path,
      message: `"${value}" does not end in an image's extension (.svg, .png, .jpg, .webp, .gif, .avif, .ico): check it is the image itself`,
    });
}

function safePathname(url: string): string | null {
  try {
    const { pathname } = new URL(url);
    return pathname === '/' ? '' : pathname;
  } catch {
    return null;
  }
}

function nameFindings(config: SiteConfig, found: BrandFindings): void {
  if (config.brand.name.trim() === '')
    found.errors.push({
      path: 'brand.name',
      message: 'is only spaces: the header, the title and the footer need a name',
    });
  config.brand.theme?.fonts?.files?.forEach((file, i) => {
    if (file.family.trim() === '')
      found.errors.push({ path: `brand.theme.fonts.files[${i}].family`, message: 'is only spaces: name the family' });
  });
}

/**
 * This machine's own addresses: browsers count them as secure and let an https page call them over
 * plain http (a production copy tried out on one machine, as the production browser test does).
 */
const loopback = (host: string | null) =>
  host !== null && (host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '[::1]');

/** An https page cannot call a plain http host: the browser blocks it as mixed content. */
function productionHostFindings(config: SiteConfig, found: BrandFindings): void {
  const prod = config.environments.hosts.prod;
  for (const [key, value] of Object.entries(prod)) {
    for (const [i, host] of (Array.isArray(value) ? value : [value]).entries()) {
      if (typeof host !== 'string' || !/^http:\/\//i.test(host) || loopback(safeHost(host))) continue;
      found.errors.push({
        path: `environments.hosts.prod.${key}${Array.isArray(value) ? `[${i}]` : ''}`,
        message: `"${host}" is plain http: a production site is served over https, and browsers refuse its calls and pictures from http hosts; use https://`,
      });
    }
  }
}

/** Every text of the config with its key path. */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

function leftoverFindings(config: SiteConfig, found: BrandFindings): void {
  const name = config.brand.name.trim().toLowerCase();
  if (name === '' || name === shippedBrand.name.toLowerCase()) return;
  const { brand, environments } = config;
  const candidates: [string, string][] = [
    ...texts({ businessEmail: brand.businessEmail, supportEmail: brand.supportEmail }, 'brand'),
    ...texts(brand.social, 'brand.social'),
  ];
  for (const [path, value] of candidates) {
    const lower = value.toLowerCase();
    if (shippedBrand.marks.some((mark) => lower.includes(mark)))
      found.warnings.push({
        path,
        message: `"${value}" is the shipped brand's (${shippedBrand.name}), left under the name ${brand.name}: give yours, or remove it`,
      });
  }
  for (const [path, value] of texts(environments.hosts.prod, 'environments.hosts.prod')) {
    const host = safeHost(value);
    if (host === shippedBrand.placeholderDomain || host?.endsWith(`.${shippedBrand.placeholderDomain}`))
      found.warnings.push({
        path,
        message: `"${value}" is the shipped placeholder host, left under the name ${brand.name}: give your production host`,
      });
  }
}

function safeHost(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

/** The rebrand's errors and warnings of a config that passed the schema. */
export function brandFindings(config: SiteConfig): BrandFindings {
  const found: BrandFindings = { errors: [], warnings: [] };
  nameFindings(config, found);
  for (const [path, value] of imageEntries(config.brand)) imageValueFindings(path, value, found);
  productionHostFindings(config, found);
  leftoverFindings(config, found);
  return found;
}
