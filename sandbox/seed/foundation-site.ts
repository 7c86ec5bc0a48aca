/** The exchange's own site: identity, contact lines, footer links, partner links, banners, apps. */
import { tr, type Localized } from './foundation-l10n.ts';

export const siteIdentity = {
  Id: 1,
  Name: 'Sandbox Exchange',
  Domain: 'www.sandbox-exchange.example',
  DefaultLanguage: 'en',
  DefaultCurrency: 'NGN',
  SupportEmail: 'support@sandbox-exchange.example',
  BusinessEmail: 'business@sandbox-exchange.example',
} as const;

/** The site's own words: the pages' default description and the about page, in each language. */
export const siteTexts = {
  description: tr(
    'A cryptocurrency exchange for everyday people: buy and sell Bitcoin, USDT and more with Naira, with your funds kept safe.',
    'Une plateforme d’échange de cryptomonnaies pour tous : achetez et vendez du bitcoin, de l’USDT et plus encore en naira, en toute sécurité.',
    '面向大众的加密货币交易平台：用奈拉买卖比特币、USDT 等数字资产，资金安全有保障。',
    '面向大眾的加密貨幣交易平台：用奈拉買賣比特幣、USDT 等數位資產，資金安全有保障。',
  ),
  about: tr(
    '<p>We started in Lagos in 2019 to make buying and selling crypto as simple as a bank transfer.</p><h2>What we stand for</h2><ul><li><strong>Safety first</strong>: most customer assets stay in cold wallets, and every withdrawal is checked.</li><li><strong>Local money</strong>: deposit and withdraw Naira through trusted payment partners.</li><li><strong>Clear prices</strong>: fees are shown before you confirm anything.</li></ul><p>Our support team answers every day of the year.</p>',
    '<p>Nous avons commencé à Lagos en 2019 pour rendre l’achat et la vente de cryptos aussi simples qu’un virement bancaire.</p><h2>Nos engagements</h2><ul><li><strong>La sécurité d’abord</strong> : l’essentiel des actifs des clients reste en portefeuilles froids, et chaque retrait est vérifié.</li><li><strong>La monnaie locale</strong> : déposez et retirez des nairas via des partenaires de paiement de confiance.</li><li><strong>Des prix clairs</strong> : les frais s’affichent avant toute confirmation.</li></ul><p>Notre support répond tous les jours de l’année.</p>',
    '<p>我们于 2019 年在拉各斯起步，希望让买卖加密货币像银行转账一样简单。</p><h2>我们的承诺</h2><ul><li><strong>安全第一</strong>：绝大部分用户资产存放于冷钱包，每笔提现均经过审核。</li><li><strong>本地货币</strong>：通过可信的支付合作伙伴充值和提取奈拉。</li><li><strong>价格透明</strong>：确认前即可看到全部费用。</li></ul><p>客服团队全年无休。</p>',
    '<p>我們於 2019 年在拉各斯起步，希望讓買賣加密貨幣像銀行轉帳一樣簡單。</p><h2>我們的承諾</h2><ul><li><strong>安全第一</strong>：絕大部分用戶資產存放於冷錢包，每筆提現均經過審核。</li><li><strong>本地貨幣</strong>：透過可信的支付合作夥伴充值和提取奈拉。</li><li><strong>價格透明</strong>：確認前即可看到全部費用。</li></ul><p>客服團隊全年無休。</p>',
  ),
  /** Shown when a page is shared; never loaded by the app itself. */
  shareImageUrl: 'https://static.sandbox-exchange.example/share/site-1200x630.png',
};

/** Host names that GetWebSiteByUrl recognises as this site (the sandbox itself runs on localhost). */
export const siteHostNames = ['www.sandbox-exchange.example', 'sandbox-exchange.example', 'localhost', '127.0.0.1'];

export const copyRight = tr(
  '© 2024 Sandbox Exchange. All rights reserved.',
  '© 2024 Sandbox Exchange. Tous droits réservés.',
  '© 2024 Sandbox Exchange 版权所有',
  '© 2024 Sandbox Exchange 版權所有',
);

export const contactLines = {
  cooperation: tr('Business cooperation: {email}', 'Partenariats : {email}', '商务合作：{email}', '商務合作：{email}'),
  customerService: tr(
    'Customer support: {email}',
    'Support client : {email}',
    '客服支持：{email}',
    '客服支援：{email}',
  ),
};

export interface SeedShareLink {
  Name: string;
  Letters: string;
  Hue: number;
  Url: string;
}

export const shareLinks: SeedShareLink[] = [
  { Name: 'X', Letters: 'X', Hue: 210, Url: 'https://x.com/sandboxexchange' },
  { Name: 'Telegram', Letters: 'TG', Hue: 200, Url: 'https://t.me/sandboxexchange' },
  { Name: 'Facebook', Letters: 'f', Hue: 221, Url: 'https://www.facebook.com/sandboxexchange' },
  { Name: 'YouTube', Letters: 'YT', Hue: 0, Url: 'https://www.youtube.com/@sandboxexchange' },
  { Name: 'Discord', Letters: 'D', Hue: 235, Url: 'https://discord.gg/sandboxexchange' },
];

export interface SeedFooterGroup {
  title: Localized;
  links: { title: Localized; Url: string }[];
}

export const footerGroups: SeedFooterGroup[] = [
  {
    title: tr('About', 'À propos', '关于', '關於'),
    links: [
      { title: tr('About us', 'Qui sommes-nous', '关于我们', '關於我們'), Url: '/about' },
      { title: tr('Announcements', 'Annonces', '公告中心', '公告中心'), Url: '/notice/list' },
      { title: tr('News', 'Actualités', '新闻资讯', '新聞資訊'), Url: '/news' },
      { title: tr('Download the app', 'Télécharger l’application', '下载 App', '下載 App'), Url: '/download' },
    ],
  },
  {
    title: tr('Products', 'Produits', '产品', '產品'),
    links: [
      { title: tr('Markets', 'Marchés', '行情', '行情'), Url: '/markets' },
      { title: tr('Buy crypto', 'Acheter des cryptos', '买币', '買幣'), Url: '/fiat' },
      { title: tr('Exchange rates', 'Taux de change', '汇率', '匯率'), Url: '/rate' },
      { title: tr('Invite friends', 'Parrainer des amis', '邀请好友', '邀請好友'), Url: '/invite' },
    ],
  },
  {
    title: tr('Support', 'Assistance', '支持', '支援'),
    links: [
      { title: tr('Help centre', 'Centre d’aide', '帮助中心', '幫助中心'), Url: '/help' },
      { title: tr('Fees', 'Frais', '费率标准', '費率標準'), Url: '/service?type=fees' },
      { title: tr('API documentation', 'Documentation API', 'API 文档', 'API 文件'), Url: '/account/ApiDocument' },
      {
        title: tr('Coin introductions', 'Présentation des cryptos', '币种介绍', '幣種介紹'),
        Url: '/help/digitalAsset',
      },
    ],
  },
  {
    title: tr('Legal', 'Mentions légales', '条款说明', '條款說明'),
    links: [
      { title: tr('Terms of Use', 'Conditions d’utilisation', '用户协议', '使用者協議'), Url: '/service?type=terms' },
      {
        title: tr('Privacy Policy', 'Politique de confidentialité', '隐私政策', '隱私政策'),
        Url: '/service?type=privacy',
      },
      {
        title: tr('Risk disclosure', 'Avertissement sur les risques', '风险提示', '風險提示'),
        Url: '/service?type=risk',
      },
    ],
  },
];

/** Partner sites shown as plain links in the footer. */
export const friendLinks = [
  { Title: 'CoinMarketCap', Url: 'https://coinmarketcap.com/' },
  { Title: 'CoinGecko', Url: 'https://www.coingecko.com/' },
  { Title: 'TradingView', Url: 'https://www.tradingview.com/' },
  { Title: 'Etherscan', Url: 'https://etherscan.io/' },
  { Title: 'Tronscan', Url: 'https://tronscan.org/' },
];

export interface SeedBanner {
  Id: number;
  type: 'home' | 'fiat';
  Sort: number;
  Hue: number;
  LinkUrl: string;
  title: Localized;
  subTitle: Localized;
}

export const seedBanners: SeedBanner[] = [
  {
    Id: 301,
    type: 'home',
    Sort: 1,
    Hue: 215,
    LinkUrl: '/fiat',
    title: tr('Buy crypto with Naira', 'Achetez des cryptos en naira', '用奈拉购买加密货币', '用奈拉購買加密貨幣'),
    subTitle: tr(
      'Bank transfer, card or mobile money',
      'Virement, carte ou mobile money',
      '支持银行转账、银行卡和移动支付',
      '支援銀行轉帳、銀行卡和行動支付',
    ),
  },
  {
    Id: 302,
    type: 'home',
    Sort: 2,
    Hue: 265,
    LinkUrl: '/markets',
    title: tr(
      'Zero maker fees on BTC/USDT',
      'Zéro frais maker sur BTC/USDT',
      'BTC/USDT 挂单零手续费',
      'BTC/USDT 掛單零手續費',
    ),
    subTitle: tr('For the next 30 days', 'Pendant 30 jours', '限时 30 天', '限時 30 天'),
  },
  {
    Id: 303,
    type: 'home',
    Sort: 3,
    Hue: 150,
    LinkUrl: '/invite',
    title: tr(
      'Invite friends, earn together',
      'Parrainez vos amis, gagnez ensemble',
      '邀请好友，共享收益',
      '邀請好友，共享收益',
    ),
    subTitle: tr(
      'Up to 30% of their trading fees',
      'Jusqu’à 30 % de leurs frais',
      '最高返还 30% 手续费',
      '最高返還 30% 手續費',
    ),
  },
  {
    Id: 304,
    type: 'home',
    Sort: 4,
    Hue: 25,
    LinkUrl: '/download',
    title: tr(
      'Trade anywhere with our app',
      'Tradez partout avec notre app',
      '随时随地，App 交易',
      '隨時隨地，App 交易',
    ),
    subTitle: tr('Android, iOS and beta', 'Android, iOS et bêta', 'Android、iOS 与测试版', 'Android、iOS 與測試版'),
  },
  {
    Id: 305,
    type: 'fiat',
    Sort: 1,
    Hue: 190,
    LinkUrl: '/fiat/list',
    title: tr('Sell USDT for Naira', 'Vendez vos USDT contre des naira', '出售 USDT 换取奈拉', '出售 USDT 換取奈拉'),
    subTitle: tr(
      'Paid to your bank within minutes',
      'Versé sur votre compte en quelques minutes',
      '数分钟内到账银行账户',
      '數分鐘內到帳銀行帳戶',
    ),
  },
];

export const seedAppDownloads = [
  {
    Id: 1,
    app_market: 'android',
    Version: '3.8.2',
    QrContent: 'https://download.sandbox-exchange.example/android/sandbox-exchange-3.8.2.apk',
    ageDays: 6,
  },
  {
    Id: 2,
    app_market: 'ios',
    Version: '3.8.1',
    QrContent: 'https://download.sandbox-exchange.example/ios',
    ageDays: 9,
  },
  {
    Id: 3,
    app_market: 'beta',
    Version: '3.9.0-beta.2',
    QrContent: 'https://download.sandbox-exchange.example/beta/sandbox-exchange-3.9.0-beta.2.apk',
    ageDays: 2,
  },
] as const;
