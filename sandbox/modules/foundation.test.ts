import Decimal from 'decimal.js';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../../generated/base.ts';
import { Sandbox } from '../core/sandbox.ts';
import { answerKnobRequest } from '../http/knob-routes.ts';
import { tr } from '../seed/foundation-l10n.ts';
import { isHostile } from '../seed/hostile-html.ts';
import { bodyOf, dataOf } from '../testing.ts';

type S = components['schemas'];

describe('foundation: announcements', () => {
  it('answers the latest five announcements, newest first, in the form-encoded language', async () => {
    const sandbox = new Sandbox();
    const latest = dataOf<S['Announcement'][]>(
      await sandbox.call('announcementGetAppLatestAnnouncement', { body: { LanguageType: 'fr' } }),
    );
    expect(latest).toHaveLength(5);
    expect(latest[0].Title).toMatch(/TRON/);
    expect(latest[0].Title).toMatch(/Maintenance programmée/);
    const times = latest.map((a) => a.CreateTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(latest.filter((a) => a.IsHot).length).toBeGreaterThan(0);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers as many as top asks and refuses a top above 50 naming the field', async () => {
    const sandbox = new Sandbox();
    expect(
      dataOf<S['Announcement'][]>(
        await sandbox.call('announcementGetAppLatestAnnouncement', { body: { top: 2, LanguageType: 'en' } }),
      ),
    ).toHaveLength(2);
    const refused = await sandbox.call('announcementGetAppLatestAnnouncement', {
      body: { top: 51, LanguageType: 'en' },
    });
    expect(refused.status).toBe(400);
    expect(bodyOf(refused).Msg).toContain('body.top');
    const unsupported = bodyOf(
      await sandbox.call('announcementGetAppLatestAnnouncement', { body: { LanguageType: 'de' } }),
    );
    expect(unsupported).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('body.LanguageType') });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('pages the announcement list and filters it by a keyword in the title', async () => {
    const sandbox = new Sandbox();
    const second = dataOf<S['AnnouncementPage']>(
      await sandbox.call('announcementGetAppAnnouncementPageList', {
        body: { PageIndex: 2, PageRows: 4, LanguageType: 'en' },
      }),
    );
    expect(second).toMatchObject({ PageIndex: 2, PageRows: 4, TotalCount: 11 });
    expect(second.Items).toHaveLength(4);
    const found = dataOf<S['AnnouncementPage']>(
      await sandbox.call('announcementGetAppAnnouncementPageList', {
        body: { PageIndex: 1, PageRows: 20, LanguageType: 'zh-CN', Keyword: 'api' },
      }),
    );
    expect(found.TotalCount).toBe(1);
    expect(found.Items[0].Title).toContain('API 访问频率');
    const misspelt = bodyOf(
      await sandbox.call('announcementGetAppAnnouncementPageList', {
        body: { PageIndex: 1, PageRows: 20, LanguageType: 'en', keyword: 'x' },
      }),
    );
    expect(misspelt).toMatchObject({ StatusCode: 400, Msg: 'body.keyword: is not allowed' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers one announcement with its HTML body in the languageCode, else the header language', async () => {
    const sandbox = new Sandbox();
    const hant = dataOf<S['AnnouncementDetail']>(
      await sandbox.call('announcementGetAppAnnouncement', {
        query: { id: '1003', languageCode: 'zh-Hant' },
        language: 'fr',
      }),
    );
    expect(hant).toMatchObject({ Id: 1003, Title: '謹防釣魚網站和假冒客服', IsHot: false });
    expect(hant.Content).toContain('<strong>絕不會</strong>');
    const french = dataOf<S['AnnouncementDetail']>(
      await sandbox.call('announcementGetAppAnnouncement', { query: { id: '1003' }, language: 'fr' }),
    );
    expect(french.Title).toContain('hameçonnage');
    expect(bodyOf(await sandbox.call('announcementGetAppAnnouncement', { query: { id: '77' } }))).toMatchObject({
      StatusCode: 10004,
      Data: null,
    });
    expect(bodyOf(await sandbox.call('announcementGetAppAnnouncement', { query: {} }))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.id: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('filters the list by type, and gives each announcement its newer and older neighbours', async () => {
    const sandbox = new Sandbox();
    const maintenance = dataOf<S['AnnouncementPage']>(
      await sandbox.call('announcementGetAppAnnouncementPageList', {
        body: { PageIndex: 1, PageRows: 20, LanguageType: 'en', Type: 'maintenance' },
      }),
    );
    expect(maintenance.Items.map((a) => a.Id)).toEqual([1011, 1006]);
    expect(maintenance.Items.every((a) => a.Type === 'maintenance')).toBe(true);
    const middle = dataOf<S['AnnouncementDetail']>(
      await sandbox.call('announcementGetAppAnnouncement', { query: { id: '1009', languageCode: 'fr' } }),
    );
    expect(middle.Previous).toEqual({ Id: 1010, Title: 'Nouvelle cotation : ouverture du trading spot PEPE/USDT' });
    expect(middle.Next).toMatchObject({ Id: 1008 });
    const newest = dataOf<S['AnnouncementDetail']>(
      await sandbox.call('announcementGetAppAnnouncement', { query: { id: '1011', languageCode: 'en' } }),
    );
    const oldest = dataOf<S['AnnouncementDetail']>(
      await sandbox.call('announcementGetAppAnnouncement', { query: { id: '1001', languageCode: 'en' } }),
    );
    expect([newest.Previous, oldest.Next]).toEqual([null, null]);
    expect(
      bodyOf(
        await sandbox.call('announcementGetAppAnnouncementPageList', {
          body: { PageIndex: 1, PageRows: 20, LanguageType: 'en', Type: 'party' },
        }),
      ),
    ).toMatchObject({ StatusCode: 400 });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('plants the hostile pieces in one announcement only, beside tables, pictures and links in others', async () => {
    const sandbox = new Sandbox();
    const bodies = new Map<number, string>();
    for (const { Id } of sandbox.state.foundation.announcements) {
      bodies.set(
        Id,
        dataOf<S['AnnouncementDetail']>(
          await sandbox.call('announcementGetAppAnnouncement', { query: { id: String(Id), languageCode: 'fr' } }),
        ).Content,
      );
    }
    expect([...bodies].filter(([, html]) => isHostile(html)).map(([id]) => id)).toEqual([1005]);
    expect(bodies.get(1005)).toContain('Réclamez votre récompense');
    expect(bodies.get(1008)).toContain('<table>');
    expect(bodies.get(1010)).toMatch(/<img src="data:image\/svg\+xml/);
    expect(bodies.get(1002)).toContain('href="/service?type=terms"');
  });

  it('shows an announcement published during the run at the top of the popover', async () => {
    const sandbox = new Sandbox();
    sandbox.state.foundation.announcements.push({
      Id: 2001,
      IsHot: true,
      Type: 'general',
      CreateTime: new Date().toISOString(),
      title: tr('Breaking', 'Urgent', '快讯', '快訊'),
      content: tr('<p>x</p>', '<p>x</p>', '<p>x</p>', '<p>x</p>'),
    });
    const latest = dataOf<S['Announcement'][]>(
      await sandbox.call('announcementGetAppLatestAnnouncement', { body: { LanguageType: 'zh-CN' } }),
    );
    expect(latest[0]).toMatchObject({ Id: 2001, Title: '快讯', IsHot: true });
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('foundation: site content', () => {
  it('translates contact lines, footer groups and protocol links by the LanguageCode header', async () => {
    const sandbox = new Sandbox();
    const contact = dataOf<S['ContactInfo']>(await sandbox.call('commonSettingGetContactUs', { language: 'fr' }));
    expect(contact.CustomerService).toBe('Support client : support@sandbox-exchange.example');
    expect(contact.CopyRight).toContain('2024');
    expect(contact.Data.every((link) => link.Logo.startsWith('data:image/svg+xml;utf8,'))).toBe(true);
    const groups = dataOf<S['FooterLinkGroup'][]>(
      await sandbox.call('commonSettingGetFooterLinks', { language: 'zh-Hant' }),
    );
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(groups[0]).toMatchObject({
      Title: '關於',
      Links: expect.arrayContaining([{ Title: '關於我們', Url: '/about' }]),
    });
    const links = dataOf<S['ProtocolLink'][]>(await sandbox.call('commonSettingGetProtocolLinks', { language: 'en' }));
    expect(links.map((l) => l.Type)).toEqual(['terms', 'privacy', 'risk', 'aml', 'fees']);
    expect(dataOf<S['FriendLink'][]>(await sandbox.call('commonSettingGetFreindLinks'))).toContainEqual({
      Title: 'CoinGecko',
      Url: 'https://www.coingecko.com/',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('refuses a LanguageCode header outside the four languages', async () => {
    const sandbox = new Sandbox();
    expect(bodyOf(await sandbox.call('commonSettingGetFooterLinks', { language: 'de' }))).toMatchObject({
      StatusCode: 400,
      Msg: expect.stringContaining('header.LanguageCode'),
    });
  });

  it('answers the legal documents by type and by id, and 10004 for an unknown id', async () => {
    const sandbox = new Sandbox();
    const privacy = dataOf<S['ProtocolDocument'][]>(
      await sandbox.call('protocolGetList', { query: { languageCode: 'fr', type: 'privacy' } }),
    );
    expect(privacy).toHaveLength(1);
    expect(privacy[0]).toMatchObject({ Id: 2, Type: 'privacy', Title: 'Politique de confidentialité' });
    expect(
      dataOf<S['ProtocolDocument'][]>(await sandbox.call('protocolGetList', { query: { languageCode: 'en' } })),
    ).toHaveLength(5);
    const risk = dataOf<S['ProtocolDocument']>(
      await sandbox.call('protocolGetProtocol', { query: { id: '3', languageCode: 'zh-CN' } }),
    );
    expect(risk.Content).toContain('<strong>您可能损失全部投资本金。</strong>');
    expect(isHostile(risk.Content)).toBe(false);
    const fees = dataOf<S['ProtocolDocument']>(
      await sandbox.call('protocolGetProtocol', { query: { id: '5', languageCode: 'fr' } }),
    );
    expect(isHostile(fees.Content)).toBe(true);
    expect(bodyOf(await sandbox.call('protocolGetProtocol', { query: { id: '9', languageCode: 'en' } }))).toMatchObject(
      { StatusCode: 10004 },
    );
    expect(
      bodyOf(await sandbox.call('protocolGetList', { query: { type: 'cookies', languageCode: 'en' } })),
    ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.type') });
    expect(bodyOf(await sandbox.call('protocolGetProtocol', { query: { id: '1' } }))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.languageCode: is required',
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('finds the site by its address, with or without scheme, and refuses an unknown host', async () => {
    const sandbox = new Sandbox();
    const single = dataOf<S['WebSite']>(await sandbox.call('newWebSiteGetSingleWebSite'));
    expect(single).toMatchObject({ Name: 'Sandbox Exchange', DefaultCurrency: 'NGN', DefaultLanguage: 'en' });
    expect(
      dataOf<S['WebSite']>(
        await sandbox.call('newWebSiteGetWebSiteByUrl', { query: { url: 'http://localhost:4310/markets' } }),
      ),
    ).toEqual(single);
    expect(
      dataOf<S['WebSite']>(
        await sandbox.call('newWebSiteGetWebSiteByUrl', { query: { url: 'www.sandbox-exchange.example' } }),
      ),
    ).toEqual(single);
    expect(
      bodyOf(await sandbox.call('newWebSiteGetWebSiteByUrl', { query: { url: 'https://elsewhere.example/' } })),
    ).toMatchObject({ StatusCode: 10004 });
    expect(bodyOf(await sandbox.call('newWebSiteGetWebSiteByUrl'))).toMatchObject({
      StatusCode: 400,
      Msg: 'query.url: is required',
    });
    const french = dataOf<S['WebSite']>(
      await sandbox.call('newWebSiteGetWebSiteByUrl', { query: { url: 'localhost' }, language: 'fr' }),
    );
    expect(french.Description).toContain('Une plateforme d’échange');
    expect(french.About).toContain('<h2>Nos engagements</h2>');
    expect(french.ShareImageUrl).toMatch(/^https:\/\//);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers one download entry per app market', async () => {
    const sandbox = new Sandbox();
    const apps = dataOf<S['AppDownloadEntry'][]>(await sandbox.call('versionNewAll'));
    expect(apps.map((a) => a.app_market)).toEqual(['android', 'ios', 'beta']);
    expect(apps[0].QrContent).toMatch(/^https:\/\//);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the home banners by Sort with an inline picture, and the fiat page banners on request', async () => {
    const sandbox = new Sandbox();
    const home = dataOf<S['Banner'][]>(await sandbox.call('subBannerGetBannerList', { query: { languageCode: 'fr' } }));
    expect(home.map((b) => b.Sort)).toEqual([1, 2, 3, 4]);
    expect(home[0].Title).toBe('Achetez des cryptos en naira');
    expect(decodeURIComponent(home[0].ImageUrl)).toContain('width="1200" height="400"');
    expect(home[0].LinkUrl).toMatch(/^\//);
    const fiat = dataOf<S['Banner'][]>(
      await sandbox.call('subBannerGetBannerList', { query: { type: 'fiat' }, language: 'zh-CN' }),
    );
    expect(fiat).toHaveLength(1);
    expect(fiat[0].Title).toBe('出售 USDT 换取奈拉');
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('points the banners at pictures of the weight the banner-picture knob asks for, and back at inline ones at 0', async () => {
    const sandbox = new Sandbox();
    const knob = (kb: number) =>
      answerKnobRequest(
        sandbox,
        new Request('http://localhost/__sandbox/banner-picture', { method: 'POST', body: JSON.stringify({ kb }) }),
      );
    expect((await knob(80)).status).toBe(200);
    const heavy = dataOf<S['Banner'][]>(
      await sandbox.call('subBannerGetBannerList', { query: { languageCode: 'en' } }),
    );
    expect(heavy.map((b) => b.ImageUrl)).toEqual(heavy.map((b) => `/__sandbox/media/banner-${b.Id}-80kb.png`));
    expect((await knob(0)).status).toBe(200);
    const inline = dataOf<S['Banner'][]>(
      await sandbox.call('subBannerGetBannerList', { query: { languageCode: 'en' } }),
    );
    expect(inline.every((b) => b.ImageUrl.startsWith('data:image/svg+xml'))).toBe(true);
    expect((await knob(-1)).status).toBe(400);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('lists more than 20 verification countries, Nigeria first and the United States unsupported', async () => {
    const sandbox = new Sandbox();
    const countries = dataOf<S['KycCountry'][]>(
      await sandbox.call('settingGetKYCCountrySetting', { language: 'zh-CN' }),
    );
    expect(countries.length).toBeGreaterThan(20);
    expect(countries[0]).toMatchObject({ Code: 'NG', Name: '尼日利亚', AreaCode: '234', KycSupported: true });
    expect(countries.find((c) => c.Code === 'US')).toMatchObject({ KycSupported: false, IdTypes: [] });
    for (const code of ['FR', 'BR', 'CN', 'HK', 'TW']) expect(countries.some((c) => c.Code === code)).toBe(true);
    expect(sandbox.contractViolations).toEqual([]);
  });
});

describe('foundation: coins and rates', () => {
  it('lists the fiat currencies NGN first with their USDT rate', async () => {
    const sandbox = new Sandbox();
    const fiats = dataOf<S['FiatCurrency'][]>(await sandbox.call('currencyExchangeRateGetExchangeRateList'));
    expect(fiats[0]).toEqual({ Id: 1, Code: 'NGN', Symbol: '₦', Rate: '1585.50' });
    expect(fiats).toHaveLength(8);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it("prices every coin in NGN by default and in the asked fiat, at its USDT market's price now", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-24T09:00:00Z'));
      const sandbox = new Sandbox();
      const usdtPrice = async (coin: string) => {
        const markets = dataOf<S['Market'][]>(await sandbox.call('marketGetMarketTrends'));
        return new Decimal(markets.find((m) => m.Symbol === `${coin}/USDT`)!.Price);
      };
      const naira = dataOf<S['PairRate'][]>(await sandbox.call('currencyExchangeRateGetPairRateList'));
      expect(naira).toHaveLength(22);
      expect(naira[0]).toEqual({
        CoinCode: 'BTC',
        FiatCode: 'NGN',
        Price: (await usdtPrice('BTC')).mul('1585.50').toDecimalPlaces(8).toFixed(),
      });
      expect(naira.find((r) => r.CoinCode === 'USDT')?.Price).toBe('1585.5');
      const euro = dataOf<S['PairRate'][]>(
        await sandbox.call('currencyExchangeRateGetPairRateList', { query: { fiatCode: 'EUR' } }),
      );
      const euroRate = dataOf<S['FiatCurrency'][]>(await sandbox.call('currencyExchangeRateGetExchangeRateList')).find(
        (f) => f.Code === 'EUR',
      )?.Rate;
      expect(euroRate).toBeTruthy();
      expect(euro.find((r) => r.CoinCode === 'PEPE')?.Price).toBe(
        (await usdtPrice('PEPE')).mul(euroRate!).toDecimalPlaces(8).toFixed(),
      );
      // An hour later the market has moved, and its fiat price with it.
      vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
      const later = dataOf<S['PairRate'][]>(await sandbox.call('currencyExchangeRateGetPairRateList'));
      expect(later[0].Price).not.toBe(naira[0].Price);
      expect(later[0].Price).toBe((await usdtPrice('BTC')).mul('1585.50').toDecimalPlaces(8).toFixed());
      expect(
        bodyOf(await sandbox.call('currencyExchangeRateGetPairRateList', { query: { fiatCode: 'XYZ' } })),
      ).toMatchObject({ StatusCode: 10001 });
      expect(
        bodyOf(await sandbox.call('currencyExchangeRateGetPairRateList', { query: { fiatCode: 'ngn' } })),
      ).toMatchObject({ StatusCode: 400, Msg: expect.stringContaining('query.fiatCode') });
      expect(sandbox.contractViolations).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('lists the 22 coins with an inline icon, price and 24h change', async () => {
    const sandbox = new Sandbox();
    const coins = dataOf<S['Coin'][]>(await sandbox.call('coinGetDefaultWebSiteCoinList'));
    expect(coins).toHaveLength(22);
    expect(coins[0]).toMatchObject({
      CoinId: 1,
      Code: 'BTC',
      Name: 'Bitcoin',
      Precision: 8,
      PriceUsdt: '67250.12',
      Change24h: '2.35',
    });
    expect(coins[0].IconUrl).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('says which coins can be deposited and withdrawn, and follows a wallet switched off during the run', async () => {
    const sandbox = new Sandbox();
    const before = dataOf<S['CoinTransferSetting'][]>(await sandbox.call('coinGetRechargeWithdrawCoinList'));
    const byCode = (list: { Code: string }[], code: string) => list.find((c) => c.Code === code);
    expect(byCode(before, 'USDT')).toMatchObject({
      DepositEnabled: true,
      WithdrawEnabled: true,
      MinWithdraw: '10',
      WithdrawFee: '1',
    });
    expect(byCode(before, 'FIL')).toMatchObject({ WithdrawEnabled: false });
    expect(byCode(before, 'ETC')).toMatchObject({ DepositEnabled: false });
    sandbox.state.foundation.coinWallets.set('BTC', { DepositEnabled: true, WithdrawEnabled: false });
    const after = dataOf<S['CoinTransferSetting'][]>(await sandbox.call('coinGetRechargeWithdrawCoinList'));
    expect(byCode(after, 'BTC')).toMatchObject({ WithdrawEnabled: false });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the networks of a coin, memo where the network needs one, and 10004 for an unknown coin', async () => {
    const sandbox = new Sandbox();
    const usdt = dataOf<S['CoinChain'][]>(await sandbox.call('coinGetCoinChains', { query: { coinId: '3' } }));
    expect(usdt.map((c) => c.ChainName)).toEqual(['TRC20', 'ERC20', 'BEP20']);
    expect(
      dataOf<S['CoinChain'][]>(await sandbox.call('coinGetCoinChains', { query: { coinId: '6' } }))[0],
    ).toMatchObject({ ChainName: 'XRP', MemoRequired: true });
    expect(bodyOf(await sandbox.call('coinGetCoinChains', { query: { coinId: '999' } }))).toMatchObject({
      StatusCode: 10004,
    });
    expect(bodyOf(await sandbox.call('coinGetCoinChains', { query: { coinId: 'BTC' } }))).toMatchObject({
      StatusCode: 400,
      Msg: expect.stringContaining('query.coinId'),
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers the verification levels with rising daily withdrawal limits', async () => {
    const sandbox = new Sandbox();
    const levels = dataOf<S['KycLevelSetting'][]>(await sandbox.call('coinGetWebSiteKycSetting', { language: 'fr' }));
    expect(levels.map((l) => l.Level)).toEqual([0, 1, 2, 3]);
    expect(levels[1]).toMatchObject({ Name: 'Niveau 1', DailyWithdrawLimit: '20000', LimitCoinCode: 'USDT' });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('introduces a coin in the asked language and refuses an unlisted one', async () => {
    const sandbox = new Sandbox();
    const btc = dataOf<S['CoinIntroduction']>(
      await sandbox.call('infoWebsiteCoinInfo', { query: { coinCode: 'btc', languageCode: 'fr' } }),
    );
    expect(btc).toMatchObject({
      Code: 'BTC',
      Website: 'https://bitcoin.org/',
      IssueDate: '2009-01-03',
      TotalSupply: '21000000',
    });
    expect(btc.Intro).toContain('première monnaie numérique');
    const pepe = dataOf<S['CoinIntroduction']>(
      await sandbox.call('infoWebsiteCoinInfo', { query: { coinCode: 'PEPE' }, language: 'zh-Hant' }),
    );
    expect(pepe).toMatchObject({ Whitepaper: null });
    expect(pepe.Intro).toContain('社群');
    expect(bodyOf(await sandbox.call('infoWebsiteCoinInfo', { query: { coinCode: 'ZZZ' } }))).toMatchObject({
      StatusCode: 10004,
    });
    expect(bodyOf(await sandbox.call('infoWebsiteCoinInfo', { query: { coinCode: 'B$' } }))).toMatchObject({
      StatusCode: 400,
      Msg: expect.stringContaining('query.coinCode'),
    });
    expect(sandbox.contractViolations).toEqual([]);
  });

  it('answers every foundation call contract-valid in all four languages', async () => {
    const sandbox = new Sandbox();
    const calls: [string, { body?: unknown; query?: Record<string, string> }][] = [
      ['commonSettingGetContactUs', {}],
      ['commonSettingGetFooterLinks', {}],
      ['commonSettingGetFreindLinks', {}],
      ['commonSettingGetProtocolLinks', {}],
      ['settingGetKYCCountrySetting', {}],
      ['coinGetWebSiteKycSetting', {}],
      ['subBannerGetBannerList', {}],
      ['versionNewAll', {}],
      ['protocolGetProtocol', { query: { id: '5', languageCode: 'en' } }],
    ];
    for (const language of ['en', 'fr', 'zh-CN', 'zh-Hant']) {
      for (const [id, options] of calls) expect((await sandbox.call(id, { ...options, language })).status).toBe(200);
      for (const code of ['BTC', 'ETH', 'USDT', 'XLM', 'SHIB']) {
        expect(
          (await sandbox.call('infoWebsiteCoinInfo', { query: { coinCode: code, languageCode: language } })).status,
        ).toBe(200);
      }
    }
    expect(sandbox.contractViolations).toEqual([]);
  });
});
