/**
 * Where the theme choices are kept, shared by the app (src/shell/theme.ts) and the script
 * index.html runs before its first paint (src/lib/head-script.ts), which sets `data-theme` and
 * `data-up-color` on <html> from them so the first frame is already in the right theme.
 */
export const themeStorage = {
  /** The customer's theme mode: light, dark or system. */
  mode: 'exchange-web:theme',
  /** The customer's up colour: green-up or red-up. */
  upColor: 'exchange-web:up-color',
  /** The operator's defaults as last loaded, `{"mode":…,"upColor":…}`, for the next first paint. */
  defaults: 'exchange-web:theme-defaults',
} as const;

/**
 * Once site.json has come, before the app runs: a first-time visitor (no choice, no operator
 * default stored) sees the operator's default mode from then on, as the app will show it, rather
 * than the device's. The app does the rest (src/shell/theme.ts).
 */
export function followDefaultMode(defaultMode: unknown): void {
  try {
    if (localStorage.getItem(themeStorage.mode) || localStorage.getItem(themeStorage.defaults)) return;
    if (defaultMode === 'light' || defaultMode === 'dark') document.documentElement.dataset.theme = defaultMode;
  } catch {
    // Storage refused: the app sets the mode once it runs.
  }
}

/**
 * The script index.html runs in <head> before the body paints (allowed by its hash in the CSP).
 * It follows the stored choice, else the operator's default of the last visit, else the device.
 */
export const themeBootScript = (): string =>
  `try{var s=localStorage,d=JSON.parse(s.getItem('${themeStorage.defaults}')||'{}'),m=s.getItem('${themeStorage.mode}')||d.mode||'system',u=s.getItem('${themeStorage.upColor}')||d.upColor||'green-up',e=document.documentElement;e.dataset.theme=m==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):m;e.dataset.upColor=u}catch(x){}`;
