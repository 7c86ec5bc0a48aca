import { describe, expect, it } from 'vitest';
import { appCodeTemplateId, fetchAppCode } from './app-code.ts';

function pageWith(links: string[]): Document {
  const page = document.implementation.createHTMLDocument('app');
  const template = page.createElement('template');
  template.id = appCodeTemplateId;
  template.innerHTML = links.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  page.head.append(template);
  return page;
}

const preloads = (page: Document) => [...page.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('fetchAppCode', () => {
  it('leaves the code links inert until asked, then puts all of them into the page at once', () => {
    const page = pageWith(['/assets/react.js', '/assets/libraries.js', '/assets/start.js']);
    expect(preloads(page)).toEqual([]);
    fetchAppCode(page);
    expect(preloads(page)).toEqual(['/assets/react.js', '/assets/libraries.js', '/assets/start.js']);
    expect(page.getElementById(appCodeTemplateId)).toBeNull();
  });

  it('adds them once however often it is called, and does nothing on a page without them (the dev server)', () => {
    const page = pageWith(['/assets/start.js']);
    fetchAppCode(page);
    fetchAppCode(page);
    expect(preloads(page)).toEqual(['/assets/start.js']);
    const plain = document.implementation.createHTMLDocument('dev');
    expect(() => fetchAppCode(plain)).not.toThrow();
    expect(preloads(plain)).toEqual([]);
  });
});
