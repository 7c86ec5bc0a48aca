/**
 * A browser sets up its Intl (the list of languages each of its formats knows) on first use: one
 * task of 60 to 240 ms on a slow phone, whichever comes first: a number formatted, or react-intl
 * checking the page's language as the app starts, which every page does. Start-up asks for it once
 * the page's first frame is shown (src/app/boot.ts), in a task of its own while the app's code
 * downloads, so that it is not inside the app's first render (the takeover of a rendered page).
 * The language is read when the task runs: on the app's shell, start-up sets it once site.json has come.
 */
export function warmUpIntl(language: () => string): void {
  setTimeout(() => {
    try {
      Intl.NumberFormat.supportedLocalesOf(language());
      Intl.DateTimeFormat.supportedLocalesOf(language());
    } catch {
      // A language tag the browser refuses: the app's own language check names it.
    }
  }, 0);
}
