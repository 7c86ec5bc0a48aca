// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headScript } from './head-script.ts';
import { pageTakenOver } from './page-taken-over.ts';

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
  document.body.replaceChildren();
  pageTakenOver();
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

describe('before the app takes a rendered page over', () => {
  function renderedPage() {
    document.body.innerHTML =
      '<div id="root" data-rendered><button type="button" id="menu">Menu</button><form><button id="send">Send</button></form></div>';
    const clicks: string[] = [];
    document.body.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    return { clicks, button: (id: string) => document.getElementById(id)! };
  }

  it('keeps the last click on a button, and the app carries it out once it has taken over', () => {
    vi.useFakeTimers();
    run();
    const { clicks, button } = renderedPage();
    button('menu').click();
    button('menu').click();
    expect(clicks).toEqual([]);
    pageTakenOver();
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
    pageTakenOver();
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
    vi.useRealTimers();
  });

  it('shows the kept click on its way on the button clicked, until the focus goes elsewhere or the app has the page', () => {
    run();
    const { button } = renderedPage();
    const root = document.documentElement;
    button('menu').click();
    expect(document.activeElement).toBe(button('menu'));
    expect(root.dataset.held).toBe('');
    button('send').focus();
    expect(root.dataset).not.toHaveProperty('held');
    button('menu').click();
    expect(root.dataset.held).toBe('');
    pageTakenOver();
    expect(root.dataset).not.toHaveProperty('held');
  });

  it('tries the kept click again while the part of the page it is in stops it (not taken over yet)', () => {
    vi.useFakeTimers();
    run();
    const { clicks, button } = renderedPage();
    button('menu').click();
    let stopped = 3;
    const stopWhileNotTakenOver = (e: Event) => stopped-- > 0 && e.stopPropagation();
    document.getElementById('root')!.addEventListener('click', stopWhileNotTakenOver, true);
    pageTakenOver();
    vi.runAllTimers();
    expect(clicks).toEqual(['menu']);
    expect(stopped).toBe(-1);
    vi.useRealTimers();
  });

  it("never keeps a form's button: its fields took no typing", () => {
    run();
    const { clicks, button } = renderedPage();
    button('send').click();
    pageTakenOver();
    expect(clicks).toEqual(['send']);
    expect(document.documentElement).not.toHaveProperty('heldClick');
    button('menu').click();
    expect(clicks).toEqual(['send', 'menu']);
  });

  it('lets a click through at once once the page is the app’s', () => {
    run();
    pageTakenOver();
    const { clicks, button } = renderedPage();
    button('menu').click();
    expect(clicks).toEqual(['menu']);
  });
});
