import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/base.ts';
import { Sandbox } from '../core/sandbox.ts';
import { tr } from '../seed/foundation-l10n.ts';
import { hostileHelpArticleId } from '../seed/help-articles.ts';
import { isHostile } from '../seed/hostile-html.ts';
import { bodyOf, dataOf } from '../testing.ts';

type S = components['schemas'];
const languages = ['en', 'fr', 'zh-CN', 'zh-Hant'];
const ids = (items: { Id: number }[]) => items.map((item) => item.Id);

describe('help module: categories and articles', () => {
  it('lists four categories with an icon and their article count, in the body language', async () => {
    const sandbox = new Sandbox();
    const categories = dataOf<S['HelpCategory'][]>(
      await sandbox.call('helpCenterGetHelpCenterCategoryShowList', { body: { languageCode: 'zh-Hant' } }),
    );
    expect(categories).toHaveLength(4);
    expect(categories[0]).toMatchObject({ Id: 11, Name: '帳戶與認證', ArticleCount: 3 });
    expect(categories.every((c) => c.Icon.startsWith('data:image/svg+xml;utf8,'))).toBe(true);
    expect(bodyOf(await sandbox.call('helpCenterGetHelpCenterCategoryShowList', { body: {} }))).toMatchObject({
      StatusCode: 400,
      Msg: 'body.languageCode: is required',
    });
    expect(
      bodyOf(
        await sandbox.call('helpCenterGetHelpCenterCategoryShowList', { body: { languageCode: 'en', lang: 'en' } }),
      ),
    ).toMatchObject({ StatusCode: 400, Msg: 'body.lang: is not allowed' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pages the articles of a category newest first and refuses an unknown category with 10004', async () => {
    const sandbox = new Sandbox();
    const page = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { CategoryId: 14, PageIndex: 1, PageRows: 2, languageCode: 'fr' },
      }),
    );
    expect(page).toMatchObject({ PageIndex: 1, PageRows: 2, TotalCount: 3 });
    expect(ids(page.Items)).toEqual([1401, 1402]);
    expect(page.Items[0]).toMatchObject({ Title: 'Conseils de sécurité', CategoryName: 'Sécurité' });
    const rest = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { CategoryId: 14, PageIndex: 2, PageRows: 2, languageCode: 'fr' },
      }),
    );
    expect(ids(rest.Items)).toEqual([1403]);
    expect(
      bodyOf(
        await sandbox.call('helpCenterGetHelpCenterShowList', {
          body: { CategoryId: 99, PageIndex: 1, PageRows: 2, languageCode: 'en' },
        }),
      ),
    ).toMatchObject({ StatusCode: 10004 });
    expect(
      bodyOf(
        await sandbox.call('helpCenterGetHelpCenterShowList', {
          body: { CategoryId: '14', PageIndex: 1, PageRows: 2, languageCode: 'en' },
        }),
      ),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.CategoryId') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers an article with its HTML body and 10004 for an unknown id', async () => {
    const sandbox = new Sandbox();
    const article = dataOf<S['HelpArticle']>(
      await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: '1102', languageCode: 'fr' } }),
    );
    expect(article).toMatchObject({ Id: 1102, CategoryId: 11, Title: 'Comment vérifier votre identité' });
    expect(article.Content).toContain('<h2>Ce qu’il vous faut</h2>');
    expect(
      bodyOf(await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: '5', languageCode: 'en' } })),
    ).toMatchObject({ StatusCode: 10004 });
    expect(
      bodyOf(await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: '1102', languageCode: 'ja' } })),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.languageCode') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('puts the hostile pieces in the Security tips article only, in every language', async () => {
    const sandbox = new Sandbox();
    for (const language of languages) {
      for (const { Id } of sandbox.state.help.articles) {
        const { Content } = dataOf<S['HelpArticle']>(
          await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: String(Id), languageCode: language } }),
        );
        expect(isHostile(Content)).toBe(Id === hostileHelpArticleId);
        if (Id !== hostileHelpArticleId) expect(Content).not.toMatch(/<script|onerror|javascript:/);
      }
    }
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists the articles of every category without one, most read first when asked, and counts each read', async () => {
    const sandbox = new Sandbox();
    const all = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { PageIndex: 1, PageRows: 3, languageCode: 'en' },
      }),
    );
    expect(all.TotalCount).toBe(sandbox.state.help.articles.length);
    const popular = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { PageIndex: 1, PageRows: 3, languageCode: 'en', Sort: 'popular' },
      }),
    );
    expect(ids(popular.Items)).toEqual([1102, 1201, 1101]);
    const record = sandbox.state.help.articles.find((a) => a.Id === 1303)!;
    const before = record.reads ?? 0;
    await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: '1303', languageCode: 'en' } });
    expect(record.reads).toBe(before + 1);
    expect(
      bodyOf(
        await sandbox.call('helpCenterGetHelpCenterShowList', {
          body: { PageIndex: 1, PageRows: 3, languageCode: 'en', Sort: 'liked' },
        }),
      ),
    ).toMatchObject({ StatusCode: 400 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('has more deposit guides than one page of ten shows, each with a table of networks', async () => {
    const sandbox = new Sandbox();
    const second = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { CategoryId: 12, PageIndex: 2, PageRows: 10, languageCode: 'fr' },
      }),
    );
    expect(second.TotalCount).toBeGreaterThan(10);
    expect(second.Items.length).toBeGreaterThan(0);
    const xrp = dataOf<S['HelpArticle']>(
      await sandbox.call('helpCenterGetHelpCenterShow', { query: { id: '1210', languageCode: 'fr' } }),
    );
    expect(xrp).toMatchObject({ Title: 'Comment déposer des XRP', CategoryId: 12 });
    expect(xrp.Content).toContain('<td>XRP Ledger</td><td>Oui</td>');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('counts an article added during the run in its category', async () => {
    const sandbox = new Sandbox();
    sandbox.state.help.articles.push({
      Id: 1304,
      CategoryId: 13,
      CreateTime: new Date().toISOString(),
      title: tr('Stop orders', 'Ordres stop', '止损单', '止損單'),
      content: tr('<p>a</p>', '<p>a</p>', '<p>a</p>', '<p>a</p>'),
    });
    const categories = dataOf<S['HelpCategory'][]>(
      await sandbox.call('helpCenterGetHelpCenterCategoryShowList', { body: { languageCode: 'en' } }),
    );
    expect(categories.find((c) => c.Id === 13)?.ArticleCount).toBe(4);
    const page = dataOf<S['HelpArticlePage']>(
      await sandbox.call('helpCenterGetHelpCenterShowList', {
        body: { CategoryId: 13, PageIndex: 1, PageRows: 10, languageCode: 'zh-CN' },
      }),
    );
    expect(page.Items[0]).toMatchObject({ Id: 1304, Title: '止损单' });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('help module: videos and search', () => {
  it('lists the tutorial videos with a plain link, a cover picture and a duration', async () => {
    const sandbox = new Sandbox();
    const videos = dataOf<S['TutorialVideo'][]>(
      await sandbox.call('pageVideoGetList', { query: { languageCode: 'fr' } }),
    );
    expect(videos).toHaveLength(4);
    expect(videos[1]).toMatchObject({
      Title: 'Acheter des USDT en naira',
      Url: 'https://academy.sandbox-exchange.example/videos/buy-usdt-with-naira',
      Duration: 242,
    });
    expect(videos[1].CoverUrl).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(videos[1].VideoUrl).toBe('/__sandbox/media/tutorial-72.webm');
    expect(videos[1].Captions).toEqual([
      { Language: 'en', Label: 'English', Url: '/__sandbox/media/tutorial-72.en.vtt' },
      { Language: 'fr', Label: 'Français', Url: '/__sandbox/media/tutorial-72.fr.vtt' },
    ]);
    expect(videos[3].Captions).toEqual([]);
    expect(bodyOf(await sandbox.call('pageVideoGetList'))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.languageCode: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('searches titles and bodies in the asked language and answers the text around the match', async () => {
    const sandbox = new Sandbox();
    const pin = dataOf<S['HelpSearchPage']>(
      await sandbox.call('helpsSearchList', { query: { keyword: 'pin', languageCode: 'en' } }),
    );
    expect(ids(pin.Items)).toEqual(expect.arrayContaining([1403, 1402, 1202]));
    expect(pin.Items.find((hit) => hit.Id === 1202)?.Snippet).toContain('PIN');
    const guides = dataOf<S['HelpSearchPage']>(
      await sandbox.call('helpsSearchList', { query: { keyword: 'deposit btc', languageCode: 'en' } }),
    );
    expect(guides.Items[0].Snippet).not.toMatch(/\s[,.]/);
    const memo = dataOf<S['HelpSearchPage']>(
      await sandbox.call('helpsSearchList', { query: { keyword: 'mémo', languageCode: 'fr', PageRows: '1' } }),
    );
    // Two articles, and the eight deposit guides' tables ("Mémo ou tag").
    expect(memo).toMatchObject({ TotalCount: 10, PageRows: 1 });
    expect(memo.Items).toHaveLength(1);
    const chinese = dataOf<S['HelpSearchPage']>(
      await sandbox.call('helpsSearchList', { query: { keyword: '验证器', languageCode: 'zh-CN' } }),
    );
    expect(ids(chinese.Items)).toEqual([1401, 1402]);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('searches visible text only, never script or markup, and refuses a blank keyword', async () => {
    const sandbox = new Sandbox();
    expect(
      dataOf<S['HelpSearchPage']>(
        await sandbox.call('helpsSearchList', { query: { keyword: 'alert', languageCode: 'en' } }),
      ).TotalCount,
    ).toBe(0);
    expect(
      dataOf<S['HelpSearchPage']>(
        await sandbox.call('helpsSearchList', { query: { keyword: 'href', languageCode: 'en' } }),
      ).TotalCount,
    ).toBe(0);
    const tips = dataOf<S['HelpSearchPage']>(
      await sandbox.call('helpsSearchList', { query: { keyword: 'habits', languageCode: 'en' } }),
    );
    expect(tips.Items[0].Snippet).not.toContain('alert');
    expect(
      bodyOf(await sandbox.call('helpsSearchList', { query: { keyword: '  ', languageCode: 'en' } })),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.keyword') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('finds coin introductions by code, name or description, in the header language', async () => {
    const sandbox = new Sandbox();
    expect(dataOf<S['DigitalAssetHit'][]>(await sandbox.call('digitalAssetsGetSearchListNew'))).toHaveLength(22);
    const stable = dataOf<S['DigitalAssetHit'][]>(
      await sandbox.call('digitalAssetsGetSearchListNew', { query: { keyword: 'stablecoin' } }),
    );
    expect(stable.map((c) => c.Code)).toEqual(['USDT', 'USDC']);
    const btc = dataOf<S['DigitalAssetHit'][]>(
      await sandbox.call('digitalAssetsGetSearchListNew', { query: { keyword: 'btc' }, language: 'fr' }),
    );
    expect(btc[0]).toMatchObject({
      Code: 'BTC',
      Name: 'Bitcoin',
      Summary: expect.stringContaining('monnaie numérique'),
    });
    const chinese = dataOf<S['DigitalAssetHit'][]>(
      await sandbox.call('digitalAssetsGetSearchListNew', { query: { keyword: '稳定币' }, language: 'zh-CN' }),
    );
    expect(chinese.map((c) => c.Code)).toEqual(['USDT', 'USDC']);
    expect(
      dataOf<S['DigitalAssetHit'][]>(
        await sandbox.call('digitalAssetsGetSearchListNew', { query: { keyword: 'nothing-like-this' } }),
      ),
    ).toEqual([]);
    expect(sandbox.contractViolations).toEqual([]);
  });
});
