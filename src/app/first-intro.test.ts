// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { introText, paintFirstIntro } from './first-intro.ts';

describe('an intro message written out before the app runs', () => {
  it('is its plain text, with the named values put in', () => {
    expect(introText(['Markets'], {})).toBe('Markets');
    expect(introText(['Get the ', 'brand', ' app'], { brand: 'Acme' })).toBe('Get the Acme app');
    expect(introText(['', 'brand', ''], { brand: 'Acme' })).toBe('Acme');
  });

  it('is not written when a value it names is missing', () => {
    expect(introText(['Get the ', 'brand', ' app'], {})).toBeNull();
  });
});

describe('the intro painted into the start-up skeleton', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><div class="boot-header"></div><div class="boot-main" role="status"><svg class="boot-wheel"></svg></div></div>';
  });

  it('is a heading and a lead with the page classes, above the wheel, which still says the page is loading', () => {
    expect(paintFirstIntro({ title: 'Markets', lead: 'Live prices of every market.' })).toBe(true);
    const page = document.querySelector('#root > .page')!;
    expect(page.nextElementSibling?.matches('.boot-main.boot-main--after-intro[role="status"]')).toBe(true);
    expect(page.querySelector('h1.page-intro__title')?.textContent).toBe('Markets');
    expect(page.querySelector('p.page-intro__lead')?.textContent).toBe('Live prices of every market.');
    expect(document.querySelector('.boot-wheel')).not.toBeNull();
  });

  it('takes the look the page gives it', () => {
    paintFirstIntro({ title: 'Help centre', lead: 'Answers.', look: 'hero' });
    expect(document.querySelector('.page-intro')?.className).toBe('page-intro page-intro--hero');
  });

  it('writes hostile text as text', () => {
    paintFirstIntro({ title: '<img src=x onerror=alert(1)>', lead: '<script>alert(1)</script>' });
    expect(document.querySelector('img, script')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
  });

  it('is painted once, and not at all once the app has replaced the skeleton', () => {
    expect(paintFirstIntro({ title: 'Markets', lead: 'Lead' })).toBe(true);
    expect(paintFirstIntro({ title: 'Markets', lead: 'Lead' })).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    document.getElementById('root')!.innerHTML = '<div class="layout"></div>';
    expect(paintFirstIntro({ title: 'Markets', lead: 'Lead' })).toBe(false);
    expect(document.querySelector('h1')).toBeNull();
  });
});
