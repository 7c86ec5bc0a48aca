/**
 * The parts of a page that come in chunks of their own (the footer, each home section) and that a
 * render drew: the page renderer listens while it renders and names their files in the page it
 * sends (src/server/page-document.ts), so the browser asks for them all at once when it has taken
 * the page over, rather than one after another as it reaches them. In the browser nobody listens.
 */
/** The footer, or a home section by its id (build/page-parts.test.ts holds every id to a part). */
export type PagePart = 'footer' | `home-section:${string}`;

let listener: ((part: PagePart) => void) | null = null;

export function listenToPageParts(next: ((part: PagePart) => void) | null): void {
  listener = next;
}

/** Tells the renderer a part was drawn; called while rendering, it only records. */
export function tellPagePart(part: PagePart): void {
  listener?.(part);
}
