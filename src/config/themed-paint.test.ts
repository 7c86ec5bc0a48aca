// @vitest-environment node
/**
 * Every colour painted over a themed background is itself themed: a rule of a stylesheet whose
 * background (a colour or a gradient) comes from the theme (`var(--…)`) and whose text colour is
 * fixed (`#f8fafc`, `rgb(…)`, `white`) would be unreadable for some brand the check accepts. The
 * pairs the app paints from the theme are listed in theme-contrast.ts and checked there.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stylesheets } from '../../tests/setup/stylesheets.ts';

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
