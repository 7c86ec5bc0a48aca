// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { headScript } from './head-script.ts';

const run = () => new Function(headScript())();
const asked = () =>
  [...document.head.querySelectorAll('link')].map((link) => [
    link.rel,
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

function landingMeta(code?: string) {
  const meta = document.createElement('meta');
  meta.name = 'landing-files';
  meta.content = '/assets/landing-files-1.json';
  if (code) meta.dataset.code = code;
  document.head.append(meta);
}

afterEach(() => {
  document.head.replaceChildren();
  history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('the head script', () => {
  it('asks for the pages’ files list, the code that reads it and the chunks that code imports, away from the site’s root', () => {
    landingMeta('/assets/landing-2.js /assets/record-id-3.js');
    history.replaceState(null, '', '/rate?fiat=NGN');
    run();
    expect(asked()).toEqual([
      ['preload', 'fetch', '/assets/landing-files-1.json'],
      ['modulepreload', null, '/assets/landing-2.js'],
      ['modulepreload', null, '/assets/record-id-3.js'],
    ]);
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('asks for nothing at the root, where the home page needs no list', () => {
    landingMeta('/assets/landing-2.js');
    run();
    expect(asked()).toEqual([]);
  });

  it('asks for nothing without the list (the dev server), and still sets the theme', () => {
    localStorage.setItem('exchange-web:theme', 'dark');
    history.replaceState(null, '', '/rate');
    run();
    expect(asked()).toEqual([]);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
