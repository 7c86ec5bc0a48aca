import { describe, expect, it } from 'vitest';
import { headScript } from '../src/lib/head-script.ts';
import { withHeadScript } from './head-script.ts';

const page = (head: string) => `<html><head><meta charset="UTF-8" /><title>x</title>${head}</head><body></body></html>`;

describe('the head script in index.html', () => {
  it('comes before the title and every stylesheet, just after the landing-files meta it reads', () => {
    const html = withHeadScript(
      page('<link rel="stylesheet" href="/a.css"><meta name="landing-files" content="/l.json" data-code="/l.js">'),
    );
    const meta = html.indexOf('<meta name="landing-files"');
    const script = html.indexOf(`<script>${headScript()}</script>`);
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(script).toBeGreaterThan(meta);
    expect(html.indexOf('<title>')).toBeGreaterThan(script);
    expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(script);
    expect(html.match(/<meta name="landing-files"/g)).toHaveLength(1);
  });

  it('is there without the meta too (the dev server)', () => {
    expect(withHeadScript(page(''))).toContain(`<script>${headScript()}</script>\n    <title>`);
  });
});
