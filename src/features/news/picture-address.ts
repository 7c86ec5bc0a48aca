/**
 * Where the page renderer serves a news picture (src/server/news-pictures.ts): a rendered story
 * shows its cover from its HTML, and its link preview shows it too. The app without the renderer
 * reads the picture's bytes through the API instead (NewsPicture.tsx).
 */
const prefix = '/news-pictures/';
const served = /^\/news-pictures\/([A-Za-z0-9_-]{1,128})$/;

/** The picture's address, or null for a resource id the address cannot carry. */
export const pictureAddress = (resourceId: string): string | null =>
  served.test(`${prefix}${resourceId}`) ? `${prefix}${resourceId}` : null;

/** The resource id an address names, or null when it is not a picture's address. */
export const pictureIdOf = (pathname: string): string | null => served.exec(pathname)?.[1] ?? null;
