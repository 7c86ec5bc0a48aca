/** Where the studio's server answers for the brand folder (studio/server/brand-api.ts). */
export const brandEndpoint = '/__studio/api/brand-files';
/** Makes the app icons from one picture. */
export const appIconsEndpoint = '/__studio/api/app-icons';
