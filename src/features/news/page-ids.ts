/**
 * The pages of this area that site.json's routes may name. Ids only, importing nothing: the
 * site-config schema reads them at start-up (src/config/page-ids.ts). pages.ts gives each page its
 * component and message areas, descriptions/<language>.json its description in each language.
 */
export const pageIds = ['news', 'newsList', 'newsDetail'] as const;
