/**
 * The browser starts its Intl (the list of languages each of its formats knows) on first use: one
 * task of 100-240 ms on a slow phone, whichever comes first: a number formatted, or react-intl
 * checking the page's language as the app starts, which every page does. Asked for here in a task
 * of its own while the app's code downloads, it is no longer inside the app's first render.
 */
export function readyIntl(language: string): void {
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(language);
    Intl.DateTimeFormat.supportedLocalesOf(language);
  }, 0);
}
