/**
 * The browser starts its Intl (the list of languages each of its formats knows) on first use: one
 * task of 100-240 ms on a slow phone, whichever comes first: a number formatted, or react-intl
 * checking the page's language as the app starts, which every page does. Start-up asks for it in a
 * task of its own while the app's code downloads (src/app/landing.ts, away from home), so it is not
 * inside the app's first render.
 */
export function readyIntl(language: string): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(language);
    Intl.DateTimeFormat.supportedLocalesOf(language);
  }, 0);
}
