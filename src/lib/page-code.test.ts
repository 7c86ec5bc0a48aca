// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askForPageCode, askForPartsOnceTakenOver, pagePartsName } from './page-code.ts';
import { inOwnTask } from './next-task.ts';

afterEach(() => {
  delete document.documentElement.dataset.partsComing;
  delete document.documentElement.dataset.starting;
});

describe('the code of a rendered page', () => {
  it('is asked for at once, each file as a module preload in a task of its own', async () => {
    document.head.innerHTML = '<meta name="page-code" content="/assets/react-a.js /assets/AboutPage-b.js">';
    const asked = askForPageCode();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    await asked;
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/react-a.js', '/assets/AboutPage-b.js']);
    expect(links.every((link) => link.crossOrigin === '')).toBe(true);
  });

  it("asks for the page's parts apart", async () => {
    document.head.innerHTML =
      '<meta name="page-code" content="/assets/react-a.js"><meta name="page-parts" content="/assets/Footer-c.js">';
    await askForPageCode(pagePartsName);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/assets/Footer-c.js']);
  });

  it("asks for the page's parts once the app has taken the page over", async () => {
    document.head.innerHTML = '<meta name="page-parts" content="/assets/Footer-c.js">';
    document.documentElement.dataset.starting = '';
    askForPartsOnceTakenOver();
    // The page changes meanwhile, and the tasks a request would be put in run: still nothing asked.
    document.documentElement.lang = 'fr';
    await inOwnTask(() => undefined);
    await inOwnTask(() => undefined);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    delete document.documentElement.dataset.starting;
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1));
  });

  it("marks the parts coming from the start, until each part's file is in or could not come", async () => {
    document.head.innerHTML = '<meta name="page-parts" content="/assets/Footer-c.js /assets/Features-d.js">';
    const root = document.documentElement;
    root.dataset.starting = '';
    askForPartsOnceTakenOver();
    expect('partsComing' in root.dataset).toBe(true);
    delete root.dataset.starting;
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2));
    const [footer, features] = document.head.querySelectorAll('link');
    footer!.dispatchEvent(new Event('load'));
    await inOwnTask(() => undefined);
    expect('partsComing' in root.dataset).toBe(true);
    features!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect('partsComing' in root.dataset).toBe(false));
  });

  it('marks nothing coming where the page names no parts', () => {
    document.head.innerHTML = '<meta name="page-code" content="/assets/react-a.js">';
    askForPartsOnceTakenOver();
    expect('partsComing' in document.documentElement.dataset).toBe(false);
  });

  it('asks for nothing on the shell, which names no page code', async () => {
    document.head.innerHTML = '';
    await askForPageCode();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
