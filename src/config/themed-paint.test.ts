// @vitest-environment node
/**
 * Every colour painted over a themed background is itself themed: a rule of a stylesheet whose
 * background (a colour or a gradient) comes from the theme (`var(--…)`) and whose text colour is
 * fixed (`#f8fafc`, `rgb(…)`, `white`) would be unreadable for some brand the check accepts. The
 * pairs the app paints from the theme are listed in theme-contrast.ts and checked there.
 * Focus rings likewise: each is painted in `var(--focus)`, and each ground sets `--focus` to the
 * ring checked on it (theme-contrast.ts's focusRings): the header and the heroes their own, a page
 * or surface inside them (a menu, a popover) the page's again.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheets } from '../../tests/setup/stylesheets.ts';
import { focusRings } from './theme-contrast.ts';

const root = resolve(import.meta.dirname, '../..');

/** The rules of a stylesheet as selector and declarations (at-rules' blocks are entered). */
function rules(css: string): { selector: string; body: string }[] {
  const found: { selector: string; body: string }[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g))
    found.push({ selector: match[1].trim(), body: match[2] });
  return found;
}

const declaration = (body: string, name: string) =>
  new RegExp(`(?:^|;|\\s)${name}\\s*:\\s*([^;]+)`).exec(body)?.[1].trim() ?? null;
const fixedColor = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\(|white|black)/i;

function fixedTextOnThemedBackground(css: string): string[] {
  return rules(css).flatMap(({ selector, body }) => {
    const background = declaration(body, 'background') ?? declaration(body, 'background-color');
    const color = declaration(body, 'color');
    return background?.includes('var(--') && color && fixedColor.test(color)
      ? [`${selector}: ${color} on ${background}`]
      : [];
  });
}

/** The colours a declaration's value names: custom properties and fixed colours. */
const colorsIn = (value: string) =>
  value.match(/var\(--[\w-]+\)|#[0-9a-f]{3,8}\b|(?:rgb|hsl)a?\([^)]*\)|\b(?:white|black|currentcolor)\b/gi) ?? [];

/** Focus rings (outlines and shadows of a :focus rule) in any colour but the ground's ring, `var(--focus)`. */
function ringsOutsideTheTheme(css: string): string[] {
  return rules(css).flatMap(({ selector, body }) =>
    selector.includes(':focus')
      ? ['outline', 'outline-color', 'box-shadow'].flatMap((name) => {
          const value = declaration(body, name);
          const stray = value ? colorsIn(value).filter((color) => color !== 'var(--focus)') : [];
          return stray.length > 0 ? [`${selector}: ${name} ${value}`] : [];
        })
      : [],
  );
}

const [pageRing, headerRing] = focusRings.map(({ css }) => css);
const headerGround = /var\(--header-bg\)|var\(--brand-heroEnd\)/;
/** A rule's block: its first class without an element or modifier (`.page-intro--hero` -> page-intro). */
const blockOf = (selector: string) => /^\.([a-z0-9]+(?:-[a-z0-9]+)*)/.exec(selector)?.[1] ?? null;

/**
 * Grounds without their own ring: a rule painting the header's colour (the header, a hero's
 * gradient) that does not set `--focus` to the header's ring, and a page or surface of such a
 * ground's block (`.header-menu__list` inside `.header`) that does not set it back to the page's.
 */
function groundsWithoutTheirRing(css: string): string[] {
  const all = rules(css);
  const headers = all.filter(({ body }) => headerGround.test(declaration(body, 'background') ?? ''));
  const blocks = headers.flatMap(({ selector }) => blockOf(selector) ?? []);
  return [
    ...headers
      .filter(({ body }) => declaration(body, '--focus') !== headerRing)
      .map(({ selector }) => `${selector}: on the header's colour without --focus: ${headerRing}`),
    ...all
      .filter(
        ({ selector, body }) =>
          /^var\(--(surface|bg)\)$/.test(declaration(body, 'background') ?? '') &&
          !selector.includes(':') &&
          blocks.some((block) => selector.startsWith(`.${block}-`) || selector.startsWith(`.${block}_`)) &&
          declaration(body, '--focus') !== pageRing,
      )
      .map(({ selector }) => `${selector}: a surface inside the header's colour without --focus: ${pageRing}`),
  ];
}

describe('focus rings', () => {
  it('are found by the scan when fixed, or when a ground keeps the wrong one', () => {
    expect(ringsOutsideTheTheme('.a:focus-visible { outline: 3px solid #1d4ed8; }')).toEqual([
      '.a:focus-visible: outline 3px solid #1d4ed8',
    ]);
    expect(ringsOutsideTheTheme('.a:focus-visible { outline-color: var(--header-text) !important; }')).toHaveLength(1);
    expect(ringsOutsideTheTheme('.a:focus-visible { outline: 2px solid var(--focus) !important; }')).toEqual([]);
    expect(
      groundsWithoutTheirRing(
        '.bar { background: var(--header-bg); } .bar-menu { background: var(--surface); } .card { background: var(--surface); }',
      ),
    ).toEqual([
      `.bar: on the header's colour without --focus: ${headerRing}`,
      `.bar-menu: a surface inside the header's colour without --focus: ${pageRing}`,
    ]);
  });

  it('are in the ring of their ground in every stylesheet of the app', () => {
    const css = stylesheets(join(root, 'src')).map((file) => [relative(root, file), readFileSync(file, 'utf8')]);
    const found = css.flatMap(([file, text]) => ringsOutsideTheTheme(text).map((hit) => `${file}: ${hit}`));
    // The blocks of the header's grounds and their surfaces may be in different stylesheets.
    const together = css.map(([, text]) => text).join('\n');
    expect([...found, ...groundsWithoutTheirRing(together)]).toEqual([]);
  });
});

describe('text painted on a themed background', () => {
  it('is found by the scan when fixed', () => {
    expect(
      fixedTextOnThemedBackground(
        '.hero { background: linear-gradient(135deg, var(--header-bg), #000); color: #f8fafc; }',
      ),
    ).toEqual(['.hero: #f8fafc on linear-gradient(135deg, var(--header-bg), #000)']);
    expect(fixedTextOnThemedBackground('.ok { background: var(--header-bg); color: var(--header-text); }')).toEqual([]);
  });

  it('is themed in every stylesheet of the app', () => {
    const found = stylesheets(join(root, 'src')).flatMap((file) =>
      fixedTextOnThemedBackground(readFileSync(file, 'utf8')).map((hit) => `${relative(root, file)}: ${hit}`),
    );
    expect(found).toEqual([]);
  });
});
