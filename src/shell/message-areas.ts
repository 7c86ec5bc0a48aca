/**
 * Message areas (src/i18n/messages/<language>/pages/) that shell parts load when they first show,
 * not a page: the display panel when first opened, the footer as the visitor comes near it.
 */
export const shellMessageAreas = { display: ['display'], footer: ['footer'] } as const;
