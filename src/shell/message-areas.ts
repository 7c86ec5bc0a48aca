/**
 * Shared message areas (src/i18n/messages/<language>/pages/) that parts other than a page load
 * when they first show: the display panel when first opened, the footer and the home page's
 * sections (all but the banner, whose texts are shared) as the visitor comes near them.
 */
export const shellMessageAreas = {
  display: ['display'],
  footer: ['footer'],
  homeSections: ['home-sections'],
} as const;

/** The message areas a home section loads with it. */
export function homeSectionAreas(id: string): readonly string[] {
  return id === 'banner' ? [] : shellMessageAreas.homeSections;
}
