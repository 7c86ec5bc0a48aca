/**
 * Page descriptions (<meta name="description">). They exist in the four app languages and also
 * in ja, nl, vi and ko: a browser that prefers one of those gets the description in it.
 */
import { useEffect } from 'react';
import type { DescriptionLanguage } from '../lib/language.ts';
import { useLanguageState } from './language-store.ts';

type Texts = Record<DescriptionLanguage, string>;

const descriptions: Record<'home' | 'about' | 'download' | 'login' | 'register', Texts> = {
  home: {
    en: '{brand}: buy, sell and trade Bitcoin, Ethereum and more with local money. Live prices, secure accounts, fast deposits and withdrawals.',
    fr: '{brand} : achetez, vendez et échangez du Bitcoin, de l’Ethereum et plus avec votre monnaie locale. Prix en direct, comptes sécurisés, dépôts et retraits rapides.',
    'zh-CN': '{brand}：使用本地货币买卖和交易比特币、以太坊等数字资产。实时行情、安全账户、快速充提。',
    'zh-Hant': '{brand}：使用本地貨幣買賣和交易比特幣、以太坊等數位資產。即時行情、安全帳戶、快速儲提。',
    ja: '{brand}：現地通貨でビットコインやイーサリアムなどを売買・取引。リアルタイム価格、安全なアカウント、迅速な入出金。',
    nl: '{brand}: koop, verkoop en verhandel Bitcoin, Ethereum en meer met lokaal geld. Live koersen, veilige accounts, snelle stortingen en opnames.',
    vi: '{brand}: mua, bán và giao dịch Bitcoin, Ethereum và nhiều hơn nữa bằng tiền địa phương. Giá trực tiếp, tài khoản an toàn, nạp rút nhanh.',
    ko: '{brand}: 현지 통화로 비트코인, 이더리움 등을 사고팔고 거래하세요. 실시간 시세, 안전한 계정, 빠른 입출금.',
  },
  about: {
    en: 'About {brand}: a cryptocurrency exchange for everyday people, built on security and local payment options.',
    fr: 'À propos de {brand} : une plateforme d’échange de cryptomonnaies pour tous, fondée sur la sécurité et les paiements locaux.',
    'zh-CN': '关于 {brand}：面向大众的数字资产交易平台，以安全和本地支付为本。',
    'zh-Hant': '關於 {brand}：面向大眾的數位資產交易平台，以安全和本地支付為本。',
    ja: '{brand}について：安全性と現地の決済手段を重視した、誰もが使える暗号資産取引所。',
    nl: 'Over {brand}: een cryptobeurs voor iedereen, gebouwd op veiligheid en lokale betaalmogelijkheden.',
    vi: 'Về {brand}: sàn giao dịch tiền mã hóa cho mọi người, đặt nền tảng trên bảo mật và thanh toán địa phương.',
    ko: '{brand} 소개: 보안과 현지 결제를 기반으로 한 모두를 위한 암호화폐 거래소.',
  },
  download: {
    en: 'Get the {brand} app for Android and iOS: trade, deposit and withdraw from your phone.',
    fr: 'Téléchargez l’application {brand} pour Android et iOS : échangez, déposez et retirez depuis votre téléphone.',
    'zh-CN': '下载 {brand} Android 和 iOS 应用：随时随地交易、充值和提现。',
    'zh-Hant': '下載 {brand} Android 和 iOS 應用程式：隨時隨地交易、儲值和提現。',
    ja: '{brand}アプリ（Android・iOS）をダウンロード：スマートフォンで取引・入出金。',
    nl: 'Download de {brand}-app voor Android en iOS: handel, stort en neem op vanaf je telefoon.',
    vi: 'Tải ứng dụng {brand} cho Android và iOS: giao dịch, nạp và rút tiền ngay trên điện thoại.',
    ko: 'Android 및 iOS용 {brand} 앱을 받으세요: 휴대폰으로 거래, 입금, 출금.',
  },
  login: {
    en: 'Log in to your {brand} account.',
    fr: 'Connectez-vous à votre compte {brand}.',
    'zh-CN': '登录您的 {brand} 账户。',
    'zh-Hant': '登入您的 {brand} 帳戶。',
    ja: '{brand}アカウントにログイン。',
    nl: 'Log in op je {brand}-account.',
    vi: 'Đăng nhập tài khoản {brand} của bạn.',
    ko: '{brand} 계정에 로그인하세요.',
  },
  register: {
    en: 'Open a {brand} account in minutes.',
    fr: 'Ouvrez un compte {brand} en quelques minutes.',
    'zh-CN': '几分钟即可开通 {brand} 账户。',
    'zh-Hant': '幾分鐘即可開通 {brand} 帳戶。',
    ja: '数分で{brand}のアカウントを開設。',
    nl: 'Open binnen enkele minuten een {brand}-account.',
    vi: 'Mở tài khoản {brand} chỉ trong vài phút.',
    ko: '몇 분 만에 {brand} 계정을 개설하세요.',
  },
};

export type DescribedPage = keyof typeof descriptions;

/** The description language: the browser's when it is a description-only one, else the app's. */
export function descriptionLanguage(appLanguage: DescriptionLanguage, browserLanguages: readonly string[]): DescriptionLanguage {
  const extra = browserLanguages.map((l) => l.toLowerCase().split('-')[0]).find((l): l is DescriptionLanguage => ['ja', 'nl', 'vi', 'ko'].includes(l));
  return extra ?? appLanguage;
}

export function pageDescription(page: string, language: DescriptionLanguage, brand: string): string {
  const texts = descriptions[(page in descriptions ? page : 'home') as DescribedPage];
  return (texts[language] ?? texts.en).replaceAll('{brand}', brand);
}

/** Keeps <meta name="description"> on the page's description. */
export function usePageDescription(page: string, brand: string): void {
  const { language } = useLanguageState();
  useEffect(() => {
    const chosen = descriptionLanguage(language, typeof navigator === 'undefined' ? [] : navigator.languages);
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = pageDescription(page, chosen, brand);
  }, [page, brand, language]);
}


