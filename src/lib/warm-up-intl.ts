/**
 * A browser sets up its number and date formats (ICU) on their first use: 60 to 100 ms on a slow
 * phone. Start-up has that done in a task of its own while the app's code downloads, so that the
 * first render of the app (the takeover of a rendered page) does not wait for it.
 */
export function warmUpIntl(language: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(language);
    Intl.DateTimeFormat.supportedLocalesOf(language);
  } catch {
    // A language tag the browser refuses: the app's own language check names it.
  }
}
