/** Message areas (src/i18n/messages/<language>/pages/) that shell panels load when first opened, not a page. */
export const shellMessageAreas = { display: ['display'] } as const;
