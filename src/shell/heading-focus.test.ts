// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusHeadingsOnArrival } from './heading-focus.ts';

let pathname = '/';
let listener: (pathname: string) => void = () => {};
const moves = { pathname: () => pathname, subscribe: (next: (pathname: string) => void) => void (listener = next) };
const move = (to: string) => {
  pathname = to;
  listener(to);
};

const page = (heading: string) => {
  const main = document.getElementById('main')!;
  main.innerHTML = `<h1>${heading}</h1><button>Review</button>`;
  return main.querySelector('h1')!;
};

afterEach(() => {
  document.body.replaceChildren();
  pathname = '/';
});

describe('the focus after a move to another page', () => {
  const start = () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    page('Home');
    focusHeadingsOnArrival(moves, document, '/');
  };

  it('is left alone on the first load', () => {
    start();
    expect(document.activeElement).toBe(document.body);
  });

  it('goes to the new page heading once it is drawn', async () => {
    start();
    move('/assets/withdraw');
    expect(document.activeElement).toBe(document.body);
    document.getElementById('main')!.replaceChildren();
    const heading = page('Withdraw');
    await expect.poll(() => document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
  });

  it('goes to the heading of a page moved to before it started, while the focus is nowhere', () => {
    document.body.innerHTML = '<main id="main" tabindex="-1"></main>';
    const heading = page('Withdraw');
    pathname = '/assets/withdraw';
    focusHeadingsOnArrival(moves, document, '/user/login');
    expect(document.activeElement).toBe(heading);
  });

  it('goes to the heading already drawn when the page came at once (its code loaded before)', () => {
    start();
    const heading = page('Withdraw');
    move('/assets/withdraw');
    expect(document.activeElement).toBe(heading);
  });

  it('stays where it is on a move within the page (its query: a tab, a filter)', () => {
    start();
    const review = document.querySelector('button')!;
    review.focus();
    move('/');
    expect(document.activeElement).toBe(review);
  });
});
