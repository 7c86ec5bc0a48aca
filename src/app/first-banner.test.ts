import { beforeEach, describe, expect, it } from 'vitest';
import type { EarlyOutcome } from '../api/early-calls.ts';
import { paintFirstBanner } from './first-banner.ts';

const skeleton =
  '<div class="boot-header"></div><div class="boot-main" role="status" aria-label="Loading"><svg class="boot-wheel"></svg></div>';
const answered = (data: unknown): EarlyOutcome => ({ data, response: new Response(null, { status: 200 }) });
const banner = (ImageUrl: string) => ({
  Id: 1,
  Title: 'Buy crypto with Naira',
  SubTitle: 'Card or bank',
  ImageUrl,
  LinkUrl: '/fiat',
});

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  root.innerHTML = skeleton;
});

describe('paintFirstBanner', () => {
  it("paints the first promotion in the skeleton's loading area, above its wheel, as a picture the page names itself", () => {
    const loading = root.querySelector('.boot-main')!;
    paintFirstBanner(
      answered({
        StatusCode: 200,
        Data: [banner('https://img.example/one.png'), banner('https://img.example/two.png')],
      }),
      root,
    );
    const pictures = root.querySelectorAll('img');
    expect(pictures).toHaveLength(1);
    expect(pictures[0].getAttribute('src')).toBe('https://img.example/one.png');
    expect(pictures[0].alt).toBe('');
    expect(pictures[0].parentElement).toBe(loading);
    expect(pictures[0].nextElementSibling?.getAttribute('class')).toBe('boot-wheel');
    expect(loading.querySelectorAll('.boot-wheel')).toHaveLength(1);
  });

  it('paints once, whatever answers come after', () => {
    const outcome = answered({ StatusCode: 200, Data: [banner('/brand/promo.png')] });
    paintFirstBanner(outcome, root);
    paintFirstBanner(outcome, root);
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });

  it('paints nothing once the app has replaced the skeleton', () => {
    root.innerHTML = '<header>Lumen Exchange</header><main></main>';
    paintFirstBanner(answered({ StatusCode: 200, Data: [banner('/brand/promo.png')] }), root);
    expect(root.querySelector('img')).toBeNull();
  });

  it.each([
    ['a refusal', { StatusCode: 77001, Msg: 'No' }],
    ['no promotions', { StatusCode: 200, Data: [] }],
    ['no list', { StatusCode: 200, Data: { Id: 1 } }],
    ['something else than an answer', 'Bad gateway'],
    ['a script address', { StatusCode: 200, Data: [banner('javascript:alert(1)')] }],
    ['a protocol-relative address', { StatusCode: 200, Data: [banner('//elsewhere.example/x.png')] }],
    ['an inline non-image', { StatusCode: 200, Data: [banner('data:text/html,<script>alert(1)</script>')] }],
  ])('paints nothing for %s', (_case, data) => {
    paintFirstBanner(answered(data), root);
    expect(root.querySelector('img')).toBeNull();
  });
});
