// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { askForPageCode } from './page-code.ts';

describe('the code of a rendered page', () => {
  it('is asked for all at once, each file as a module preload', () => {
    document.head.innerHTML = '<meta name="page-code" content="/assets/react-a.js /assets/AboutPage-b.js">';
    askForPageCode();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/react-a.js', '/assets/AboutPage-b.js']);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it('asks for nothing on the shell, which names no page code', () => {
    document.head.innerHTML = '';
    askForPageCode();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
