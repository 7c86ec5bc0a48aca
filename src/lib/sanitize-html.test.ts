// @vitest-environment jsdom
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { sanitizeHtml } from './sanitize-html';

/** The sanitised HTML as a DOM, to assert on elements rather than on attribute order. */
function parse(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = sanitizeHtml(html);
  return root;
}

describe('sanitizeHtml', () => {
  it('removes event handlers from an image', () => {
    expect(sanitizeHtml(`<img src="x" onerror="alert('xss')">`)).toBe('<img src="x">');
  });

  it('removes scripts and their content', () => {
    expect(sanitizeHtml('<p>News</p><script>alert(1)</script>')).toBe('<p>News</p>');
  });

  it.each([
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="java&#x09;script:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  ])('removes a script URL from a link: %s', (html) => {
    expect(parse(html).querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('keeps ordinary article markup', () => {
    const article =
      '<h1>Listing</h1><h2>Dates</h2><h3>Fees</h3><h4>Notes</h4>' +
      '<p>Trading opens <strong>today</strong> at <em>10:00</em>.</p>' +
      '<ul><li>BTC</li></ul><ol><li>Deposit</li></ol>' +
      '<table><thead><tr><th>Coin</th></tr></thead><tbody><tr><td colspan="2">USDT</td></tr></tbody></table>' +
      '<p><img src="https://cdn.example.com/a.png" alt="chart"></p>';
    expect(sanitizeHtml(article)).toBe(article);
  });

  it('keeps a data: image and drops other data: sources', () => {
    expect(parse('<img src="data:image/png;base64,iVBORw0KGgo=">').querySelector('img')?.getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(parse('<img src="data:text/html;base64,PHNjcmlwdD4=">').querySelector('img')?.hasAttribute('src')).toBe(
      false,
    );
  });

  it('drops a javascript: image source', () => {
    expect(parse('<img src="javascript:alert(1)">').querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it.each([
    ['<iframe src="https://evil.com"></iframe><p>a</p>', '<p>a</p>'],
    ['<p style="position:fixed">a</p>', '<p>a</p>'],
    ['<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['<form action="https://evil.com"><input name="pin"></form>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p onclick="alert(1)" id="header" class="x">a</p>', '<p>a</p>'],
  ])('strips %s', (html, expected) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('opens an off-site link in a new tab without an opener', () => {
    const link = parse('<a href="https://other.example.org/news">Read</a>').querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('treats a protocol-relative link to another host as off-site', () => {
    expect(parse('<a href="//other.example.org/">Read</a>').querySelector('a')?.getAttribute('target')).toBe('_blank');
  });

  it.each(['/notice/list', 'notice/detail?keyWords=1', '#top', `${window.location.origin}/help`])(
    'leaves the on-site link %s in the same tab',
    (href) => {
      const link = parse(`<a href="${href}" target="_top" rel="opener">More</a>`).querySelector('a')!;
      expect(link.getAttribute('href')).toBe(href);
      expect(link.hasAttribute('target')).toBe(false);
      expect(link.hasAttribute('rel')).toBe(false);
    },
  );

  it('leaves mailto and tel links in the same tab', () => {
    const root = parse('<a href="mailto:help@example.com">Mail</a><a href="tel:+2341234">Call</a>');
    for (const link of root.querySelectorAll('a')) {
      expect(link.hasAttribute('href')).toBe(true);
      expect(link.hasAttribute('target')).toBe(false);
    }
  });

  it('never leaves a script, a handler, a style or a script URL in any markup', () => {
    const piece = fc.constantFrom(
      '<p>',
      '</p>',
      '<a href="',
      '<img src="',
      '" onerror="alert(1)',
      '" style="color:red',
      'javascript:',
      'https://x.org',
      '">',
      '<script>',
      '</script>',
      '<iframe>',
      '<svg>',
      '<math>',
      '<!--',
      '-->',
      'text',
      '<',
      '>',
      '"',
      "'",
      '&#x09;',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (pieces) => {
        const root = parse(pieces.join(''));
        expect(root.querySelector('script, iframe, style, svg, math, [style]')).toBeNull();
        for (const element of root.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            expect(attribute.name.startsWith('on')).toBe(false);
            // Browsers ignore spaces and control characters inside a URL scheme.
            const scheme = [...attribute.value].filter((c) => c.charCodeAt(0) > 0x20).join('');
            expect(scheme).not.toMatch(/^javascript:/i);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
