/**
 * Keeps the page's `--sticky-top` and `--sticky-bottom` at the heights of the parts that stay on
 * screen as it scrolls: the header (sticky past the scroll height) and the download banner
 * (sticky at the bottom). The page's scroll padding is made of them (layout.css), so whatever the
 * browser or `focusInView` scrolls to lands clear of both, at every size and as parts come and go.
 */
const edges = { '--sticky-top': '.layout > .header', '--sticky-bottom': '.layout > .download-banner' } as const;

/** The height of what `selector` finds (0 when nothing), in whole pixels. */
const heightOf = (root: ParentNode, selector: string): number =>
  Math.ceil(root.querySelector(selector)?.getBoundingClientRect().height ?? 0);

/** Sets both insets on `style` from `root` now. */
export function measureStickyInsets(root: ParentNode, style: CSSStyleDeclaration): void {
  for (const [name, selector] of Object.entries(edges)) style.setProperty(name, `${heightOf(root, selector)}px`);
}

/** Measures now and whenever a sticky part resizes, appears or goes; returns the stop. */
export function watchStickyInsets(root: ParentNode = document, style = document.documentElement.style): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const measure = () => measureStickyInsets(root, style);
  const sizes = new ResizeObserver(measure);
  const observe = () => {
    sizes.disconnect();
    for (const selector of Object.values(edges)) {
      const part = root.querySelector(selector);
      if (part) sizes.observe(part);
    }
    measure();
  };
  const parts = new MutationObserver(observe);
  const layout = root.querySelector('.layout');
  if (layout) parts.observe(layout, { childList: true });
  observe();
  return () => (sizes.disconnect(), parts.disconnect());
}
