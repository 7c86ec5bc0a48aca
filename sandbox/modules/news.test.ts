import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { Sandbox } from '../core/sandbox.ts';
import { isHostile } from '../seed/hostile-html.ts';
import { bodyOf, dataOf } from '../testing.ts';

type S = components['schemas'];
const languages = ['en', 'fr', 'zh-CN', 'zh-Hant'];
const allowedTags = new Set([
  'p',
  'h2',
  'ul',
  'li',
  'a',
  'strong',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'img',
  'figcaption',
]);

describe('news module', () => {
  it('pages the articles newest first and filters them by type', async () => {
    const sandbox = new Sandbox();
    const first = dataOf<S['NewsPage']>(
      await sandbox.call('newsGetNewsPageList', { body: { PageIndex: 1, PageRows: 5, languageCode: 'en' } }),
    );
    expect(first).toMatchObject({ PageIndex: 1, PageRows: 5, TotalCount: 12 });
    expect(first.Items[0]).toMatchObject({ Id: 509, Type: 'analysis', Title: 'Weekly review: BTC holds above 65,000' });
    const times = first.Items.map((a) => a.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      dataOf<S['NewsPage']>(
        await sandbox.call('newsGetNewsPageList', { body: { PageIndex: 3, PageRows: 5, languageCode: 'en' } }),
      ).Items,
    ).toHaveLength(2);
    const analysis = dataOf<S['NewsPage']>(
      await sandbox.call('newsGetNewsPageList', {
        body: { PageIndex: 1, PageRows: 20, languageCode: 'fr', type: 'analysis' },
      }),
    );
    expect(analysis.TotalCount).toBe(4);
    expect(analysis.Items.every((a) => a.Type === 'analysis')).toBe(true);
    expect(analysis.Items[0].CoverUrl).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a list call without a language or with an unknown type, naming the field', async () => {
    const sandbox = new Sandbox();
    expect(bodyOf(await sandbox.call('newsGetNewsPageList', { body: { PageIndex: 1, PageRows: 5 } }))).toMatchObject({
      StatusCode: 400,
      Msg: 'body.languageCode: is required',
    });
    expect(
      bodyOf(
        await sandbox.call('newsGetNewsPageList', {
          body: { PageIndex: 1, PageRows: 5, languageCode: 'en', type: 'gossip' },
        }),
      ),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.type') });
    expect(
      bodyOf(await sandbox.call('newsGetNewsPageList', { body: { PageIndex: 0, PageRows: 5, languageCode: 'en' } })),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.PageIndex') });
  });

  it('answers an article with its HTML body and counts each read for the rest of the run', async () => {
    const sandbox = new Sandbox();
    const first = dataOf<S['NewsArticle']>(
      await sandbox.call('newsGetNewsById', { query: { id: '503', languageCode: 'fr' } }),
    );
    expect(first.Title).toBe('Le Nigeria publie de nouvelles règles pour les plateformes d’actifs numériques');
    expect(first.Content).toContain('<h2>Points clés</h2>');
    const second = dataOf<S['NewsArticle']>(
      await sandbox.call('newsGetNewsById', { query: { id: '503', languageCode: 'zh-Hant' } }),
    );
    expect(second.ReadCount).toBe(first.ReadCount + 1);
    const listed = dataOf<S['NewsPage']>(
      await sandbox.call('newsGetNewsPageList', {
        body: { PageIndex: 1, PageRows: 20, languageCode: 'en', type: 'industry' },
      }),
    );
    expect(listed.Items.find((a) => a.Id === 503)?.ReadCount).toBe(second.ReadCount);
    expect(bodyOf(await sandbox.call('newsGetNewsById', { query: { id: '999', languageCode: 'en' } }))).toMatchObject({
      StatusCode: 10004,
      Data: null,
    });
    expect(bodyOf(await sandbox.call('newsGetNewsById', { query: { id: '503' } }))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.languageCode: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the newest three articles of a type for the carousel', async () => {
    const sandbox = new Sandbox();
    const carousel = dataOf<S['NewsSummary'][]>(
      await sandbox.call('newsGetRotationList', { query: { type: 'platform', languageCode: 'zh-CN' } }),
    );
    expect(carousel.map((a) => a.Id)).toEqual([505, 506, 507]);
    expect(carousel[0].Title).toBe('用户突破一百万，感谢有你！');
    expect(bodyOf(await sandbox.call('newsGetRotationList', { query: { languageCode: 'en' } }))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.type: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers a cover picture as SVG bytes titled in the header language', async () => {
    const sandbox = new Sandbox();
    const answer = await sandbox.call('newsGetNewsResource', {
      body: { ResourceId: 'news-510-cover' },
      language: 'fr',
    });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('image/svg+xml');
    const svg = new TextDecoder().decode(answer.body as Uint8Array);
    expect(svg).toMatch(/^<svg /);
    const visibleText = svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(visibleText).toContain('Ce que le halving change pour les mineurs');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers an error envelope for an unknown picture and a 400 for a malformed id', async () => {
    const sandbox = new Sandbox();
    const unknown = await sandbox.call('newsGetNewsResource', { body: { ResourceId: 'news-1-cover' } });
    expect(unknown.contentType).toBe('application/json');
    expect(unknown.body).toMatchObject({ StatusCode: 10004, Data: null });
    expect(bodyOf(await sandbox.call('newsGetNewsResource', { body: { ResourceId: '../etc/passwd' } }))).toMatchObject({
      StatusCode: 400,
      Msg: expect.stringContaining('body.ResourceId'),
    });
    expect(bodyOf(await sandbox.call('newsGetNewsResource', { body: {} }))).toMatchObject({
      StatusCode: 400,
      Msg: 'body.ResourceId: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('has every article in the four languages, with ordinary article markup, and the hostile pieces in one only', async () => {
    const sandbox = new Sandbox();
    const hostile: number[] = [];
    for (const article of sandbox.state.news.articles) {
      for (const language of languages) {
        const data = dataOf<S['NewsArticle']>(
          await sandbox.call('newsGetNewsById', { query: { id: String(article.Id), languageCode: language } }),
        );
        if (isHostile(data.Content)) hostile.push(article.Id);
        else
          expect(
            [...data.Content.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]).filter((tag) => !allowedTags.has(tag)),
          ).toEqual([]);
        expect(data.Title.length).toBeGreaterThan(0);
      }
    }
    expect(hostile).toEqual([508, 508, 508, 508]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the pictures attached to an article and answers each as SVG bytes titled in the header language', async () => {
    const sandbox = new Sandbox();
    const review = dataOf<S['NewsArticle']>(
      await sandbox.call('newsGetNewsById', { query: { id: '509', languageCode: 'fr' } }),
    );
    expect(review.Attachments).toEqual([{ ResourceId: 'news-509-chart', Title: 'Le cours du BTC sur la semaine' }]);
    expect(review.Content).toContain('<table>');
    expect(
      dataOf<S['NewsArticle']>(await sandbox.call('newsGetNewsById', { query: { id: '503', languageCode: 'en' } }))
        .Attachments,
    ).toEqual([]);
    const chart = await sandbox.call('newsGetNewsResource', {
      body: { ResourceId: 'news-509-chart' },
      language: 'zh-Hant',
    });
    expect(chart.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(chart.body as Uint8Array)).toContain('BTC 本週價格走勢');
    expect(sandbox.contractViolations).toEqual([]);
  });
});
