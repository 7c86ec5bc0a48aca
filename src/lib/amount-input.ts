/** Cleans what a customer types into an amount field (spec section 5, "Amount input cleaning"). */

/**
 * Keeps digits and the first dot, drops leading dots and truncates (never rounds) the decimals
 * to `decimals` places; with zero places the dot goes too. A trailing dot is kept while places
 * are allowed, so "12." can still be typed on the way to "12.5".
 */
export function cleanAmountInput(raw: string, decimals: number): string {
  const places = Number.isNaN(decimals) ? 0 : Math.max(0, Math.floor(decimals));
  // All leading dots go, not just one: "..5" must not become ".5" now and "5" on the next keystroke.
  const digitsAndDots = raw.replace(/[^0-9.]/g, '').replace(/^\.+/, '');
  const dot = digitsAndDots.indexOf('.');
  if (dot === -1) return digitsAndDots;
  const whole = digitsAndDots.slice(0, dot);
  if (places === 0) return whole;
  const fraction = digitsAndDots.slice(dot + 1).replace(/\./g, '').slice(0, places);
  return `${whole}.${fraction}`;
}
