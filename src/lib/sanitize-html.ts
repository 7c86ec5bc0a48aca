/**
 * Server HTML (announcements, news, help articles) cleaned before it is rendered. Needs a DOM:
 * the global window in the browser, which the rest of src/lib stays clear of; the page renderer
 * hands it one of its own (`sanitizeIn`).
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

const articleTags = [
  'a',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'div',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
// No style, class or id: article markup must not restyle the page or clobber its elements.
const articleAttributes = ['alt', 'colspan', 'height', 'href', 'rowspan', 'src', 'title', 'width'];

const config: Config = {
  ALLOWED_TAGS: articleTags,
  ALLOWED_ATTR: articleAttributes,
  // http(s), mailto, tel and relative URLs; DOMPurify separately lets images have data: sources.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** Off-site web links open in a new tab that cannot reach back to this one. */
let page: () => Window & typeof globalThis = () => window;

function markOffSiteLink(node: Element): void {
  if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
  const here = page().location;
  let target: URL;
  try {
    target = new URL(node.getAttribute('href') ?? '', here.href);
  } catch {
    return;
  }
  const isWeb = target.protocol === 'https:' || target.protocol === 'http:';
  if (isWeb && target.origin !== here.origin) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

/** DOMPurify lets any data: URL through on images; only data: images are images. */
function dropNonImageData(node: Element): void {
  const src = node.getAttribute('src');
  if (node.tagName === 'IMG' && src && /^data:/i.test(src) && !/^data:image\//i.test(src)) {
    node.removeAttribute('src');
  }
}

let purifier: Purifier | undefined;

// A private instance, so these hooks are registered once and never leak into other DOMPurify users.
function articlePurifier(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(page());
    purifier.addHook('afterSanitizeAttributes', (node) => {
      markOffSiteLink(node);
      dropNonImageData(node);
    });
  }
  return purifier;
}

/** The HTML with only ordinary article markup left: no scripts, handlers, frames, styles or javascript: URLs. */
export function sanitizeHtml(html: string): string {
  return articlePurifier().sanitize(html, config);
}

/** Cleans with this window's DOM, whose address is the site's (the page renderer's). */
export function sanitizeIn(site: Window & typeof globalThis): void {
  page = () => site;
  purifier = undefined;
}
