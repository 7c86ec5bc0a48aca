/**
 * A regular expression sent by the server, compiled so it cannot hurt the page. The text is
 * untrusted: an invalid pattern, or one whose repeated group itself holds an unbounded repeat
 * (`(a+)+`, `(\w+\s?)*`: the shape behind catastrophic backtracking), gives null, and the field is
 * checked without it (the server still checks). A kept pattern is anchored to the whole value, and
 * callers run it only on input no longer than the field allows.
 */

/** Longer patterns are not worth the risk of compiling. */
const longestPattern = 1000;
const braces = /^\{(\d+)(,(\d*))?\}/;

export function compileServerPattern(source: string | null | undefined): RegExp | null {
  if (!source || source.length > longestPattern) return null;
  try {
    // Compiled alone first: wrapping an unbalanced text like `a)|(b` could give a valid pattern that is not anchored.
    new RegExp(source);
  } catch {
    return null;
  }
  return hasNestedRepeat(source) ? null : new RegExp(`^(?:${source})$`);
}

/** The repeat a quantifier at `at` gives: none, bounded (at most `max` times) or unbounded. */
function repeatAt(source: string, at: number): 'none' | 'once' | 'bounded' | 'unbounded' {
  const c = source[at];
  if (c === '+' || c === '*') return 'unbounded';
  if (c === '?') return 'once';
  if (c !== '{') return 'none';
  const found = braces.exec(source.slice(at));
  if (!found) return 'none';
  if (found[2] && found[3] === '') return 'unbounded';
  return Number(found[3] || found[1]) > 1 ? 'bounded' : 'once';
}

/** True when a group that holds an unbounded repeat is itself repeated more than once. */
export function hasNestedRepeat(source: string): boolean {
  const open: boolean[] = [];
  let closedWithRepeat = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      closedWithRepeat = false;
      continue;
    }
    if (c === '[') {
      i++;
      if (source[i] === '^') i++;
      while (i < source.length && source[i] !== ']') i += source[i] === '\\' ? 2 : 1;
      closedWithRepeat = false;
      continue;
    }
    if (c === '(') {
      open.push(false);
      closedWithRepeat = false;
      continue;
    }
    if (c === ')') {
      closedWithRepeat = open.pop() ?? false;
      if (closedWithRepeat && open.length > 0) open[open.length - 1] = true;
      continue;
    }
    const repeat = repeatAt(source, i);
    if (closedWithRepeat && (repeat === 'unbounded' || repeat === 'bounded')) return true;
    if (repeat === 'unbounded' && open.length > 0) open[open.length - 1] = true;
    // `(?:` and a lazy `+?` read as a `?` quantifier; neither changes what was just closed.
    if (repeat === 'none') closedWithRepeat = false;
  }
  return false;
}
