/** Text put into HTML the build writes: `&`, `<`, `>` and `"` written as entities. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
