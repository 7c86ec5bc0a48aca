/** Beginner tasks, campaigns and bonus names of the missions module. */
import type { Language } from './foundation-l10n.ts';

export type MissionLanguage = Language;
export type MissionTexts = Record<MissionLanguage, string>;

const tr = (en: string, fr: string, zhCN: string, zhHant: string): MissionTexts => ({
  en,
  fr,
  'zh-CN': zhCN,
  'zh-Hant': zhHant,
});

/** What a beginner task checks in the customer's account. */
export type NoviceCheck = 'kyc' | 'pin' | 'google' | 'bind' | 'balance' | 'earn';

export interface NoviceTaskSeed {
  TaskId: number;
  check: NoviceCheck;
  Title: MissionTexts;
  Description: MissionTexts;
  Coin: string;
  Amount: string;
  ActionUrl: string;
}

export const noviceTaskSeeds: NoviceTaskSeed[] = [
  {
    TaskId: 101,
    check: 'kyc',
    Title: tr('Verify your identity', 'Vérifiez votre identité', '完成身份认证', '完成身份認證'),
    Description: tr(
      'Pass identity verification (KYC) to unlock withdrawals and higher limits.',
      "Passez la vérification d'identité (KYC) pour débloquer les retraits et des limites plus élevées.",
      '通过身份认证（KYC），解锁提现及更高限额。',
      '通過身份認證（KYC），解鎖提現及更高限額。',
    ),
    Coin: 'USDT',
    Amount: '10',
    ActionUrl: '/account/verifiy',
  },
  {
    TaskId: 102,
    check: 'pin',
    Title: tr('Set a security PIN', 'Définissez un code PIN de sécurité', '设置安全 PIN 码', '設定安全 PIN 碼'),
    Description: tr(
      'Protect withdrawals and trades with a six-digit PIN.',
      'Protégez vos retraits et vos ordres avec un code PIN à six chiffres.',
      '使用六位 PIN 码保护您的提现和交易。',
      '使用六位 PIN 碼保護您的提現和交易。',
    ),
    Coin: 'USDT',
    Amount: '2',
    ActionUrl: '/account/setting',
  },
  {
    TaskId: 103,
    check: 'google',
    Title: tr('Turn on Google Authenticator', 'Activez Google Authenticator', '开启谷歌验证器', '開啟谷歌驗證器'),
    Description: tr(
      'Add two-factor authentication to your sign-in and withdrawals.',
      'Ajoutez la double authentification à vos connexions et retraits.',
      '为登录和提现添加双重验证。',
      '為登入和提現添加雙重驗證。',
    ),
    Coin: 'USDT',
    Amount: '5',
    ActionUrl: '/account/google',
  },
  {
    TaskId: 104,
    check: 'bind',
    Title: tr(
      'Bind your phone and email',
      'Associez votre téléphone et votre e-mail',
      '绑定手机和邮箱',
      '綁定手機和郵箱',
    ),
    Description: tr(
      'Link both a phone number and an email address to your account for recovery and alerts.',
      'Associez un numéro de téléphone et une adresse e-mail à votre compte pour la récupération et les alertes.',
      '为账户同时绑定手机号和邮箱，便于找回账户和接收提醒。',
      '為帳戶同時綁定手機號和郵箱，便於找回帳戶和接收提醒。',
    ),
    Coin: 'USDT',
    Amount: '2',
    ActionUrl: '/account/userInfo',
  },
  {
    TaskId: 105,
    check: 'balance',
    Title: tr(
      'Hold 100 USDT in assets',
      "Détenez 100 USDT d'actifs",
      '持有价值 100 USDT 的资产',
      '持有價值 100 USDT 的資產',
    ),
    Description: tr(
      'Keep assets worth at least 100 USDT in your spot account.',
      "Gardez des actifs d'une valeur d'au moins 100 USDT sur votre compte spot.",
      '在现货账户中持有价值不少于 100 USDT 的资产。',
      '在現貨帳戶中持有價值不少於 100 USDT 的資產。',
    ),
    Coin: 'USDT',
    Amount: '3',
    ActionUrl: '/assets/recharge',
  },
  {
    TaskId: 106,
    check: 'earn',
    Title: tr(
      'Make your first earn deposit',
      "Faites votre premier dépôt d'épargne",
      '完成首笔理财申购',
      '完成首筆理財申購',
    ),
    Description: tr(
      'Deposit into any earn product and start collecting interest.',
      "Déposez dans n'importe quel produit d'épargne et commencez à percevoir des intérêts.",
      '申购任意理财产品，开始赚取利息。',
      '申購任意理財產品，開始賺取利息。',
    ),
    Coin: 'USDT',
    Amount: '5',
    ActionUrl: '/financial',
  },
];

/** What a campaign measures, in USDT, between joining and its end. */
export type CampaignGoal = 'spotVolume' | 'futuresVolume' | 'earnDeposit' | 'ieoSubscription';

const goalTexts: Record<CampaignGoal, MissionTexts> = {
  spotVolume: tr(
    'Trade {target} USDT of spot volume during the campaign.',
    'Réalisez {target} USDT de volume spot pendant la campagne.',
    '活动期间现货交易额达到 {target} USDT。',
    '活動期間現貨交易額達到 {target} USDT。',
  ),
  futuresVolume: tr(
    'Trade {target} USDT of futures volume during the campaign.',
    'Réalisez {target} USDT de volume sur les contrats à terme pendant la campagne.',
    '活动期间合约交易额达到 {target} USDT。',
    '活動期間合約交易額達到 {target} USDT。',
  ),
  earnDeposit: tr(
    'Deposit {target} USDT or more into earn products during the campaign.',
    "Déposez au moins {target} USDT dans des produits d'épargne pendant la campagne.",
    '活动期间累计申购理财产品不少于 {target} USDT。',
    '活動期間累計申購理財產品不少於 {target} USDT。',
  ),
  ieoSubscription: tr(
    'Subscribe {target} USDT or more to token sales during the campaign.',
    'Souscrivez au moins {target} USDT aux ventes de jetons pendant la campagne.',
    '活动期间累计认购 IEO 项目不少于 {target} USDT。',
    '活動期間累計認購 IEO 項目不少於 {target} USDT。',
  ),
};

const numberLocale: Record<MissionLanguage, string> = {
  en: 'en-US',
  fr: 'fr-FR',
  'zh-CN': 'zh-CN',
  'zh-Hant': 'zh-TW',
};

export function campaignDescription(goal: CampaignGoal, target: string, language: MissionLanguage): string {
  return goalTexts[goal][language].replace(
    '{target}',
    new Intl.NumberFormat(numberLocale[language]).format(Number(target)),
  );
}

export interface CampaignSeed {
  TaskId: number;
  goal: CampaignGoal;
  Title: MissionTexts;
  Target: string;
  Coin: string;
  Amount: string;
  /** Days from now to the start and the end (negative: in the past). */
  startsInDays: number;
  endsInDays: number;
  /** Customers of other accounts who joined. */
  participants: number;
}

export const campaignSeeds: CampaignSeed[] = [
  {
    TaskId: 201,
    goal: 'spotVolume',
    Title: tr('Summer spot sprint', "Sprint spot d'été", '夏季现货冲刺赛', '夏季現貨衝刺賽'),
    Target: '10000',
    Coin: 'USDT',
    Amount: '25',
    startsInDays: 3,
    endsInDays: 17,
    participants: 86,
  },
  {
    TaskId: 202,
    goal: 'earnDeposit',
    Title: tr('Earn week', "Semaine de l'épargne", '理财周', '理財週'),
    Target: '1000',
    Coin: 'USDT',
    Amount: '8',
    startsInDays: -2,
    endsInDays: 5,
    participants: 412,
  },
  {
    TaskId: 203,
    goal: 'ieoSubscription',
    Title: tr('Token sale explorer', 'Explorateur de ventes de jetons', 'IEO 探索者', 'IEO 探索者'),
    Target: '500',
    Coin: 'USDT',
    Amount: '6',
    startsInDays: -4,
    endsInDays: 10,
    participants: 958,
  },
  {
    TaskId: 204,
    goal: 'futuresVolume',
    Title: tr('Futures challenge', 'Défi contrats à terme', '合约挑战赛', '合約挑戰賽'),
    Target: '5000',
    Coin: 'USDT',
    Amount: '15',
    startsInDays: -5,
    endsInDays: 9,
    participants: 1533,
  },
  {
    TaskId: 205,
    goal: 'spotVolume',
    Title: tr('Spring spot sprint', 'Sprint spot de printemps', '春季现货冲刺赛', '春季現貨衝刺賽'),
    Target: '10000',
    Coin: 'USDT',
    Amount: '20',
    startsInDays: -40,
    endsInDays: -26,
    participants: 2210,
  },
  {
    TaskId: 206,
    goal: 'futuresVolume',
    Title: tr('Futures starter week', 'Semaine découverte des contrats à terme', '合约新手周', '合約新手週'),
    Target: '2000',
    Coin: 'USDT',
    Amount: '10',
    startsInDays: -70,
    endsInDays: -63,
    participants: 1874,
  },
];

/** Days after its end during which a done campaign's reward can still be claimed. */
export const claimDays = 7;

/**
 * Campaigns the demo customer joined: TaskId, days ago, and the USDT of activity the sandbox does
 * not track (spot and futures volume). The futures starter week was done but never claimed.
 */
export const demoRegistrations: [number, number, string][] = [
  [204, 4, '3200'],
  [205, 39, '12840'],
  [206, 69, '2400'],
];

/** Rewards the demo customer claimed: TaskId, days ago. */
export const demoClaims: [number, number][] = [
  [101, 30],
  [205, 25],
];

export type GiveType = 'feeVoucher' | 'positionBonus';
export type GiveStatus = 'unused' | 'used' | 'expired';

export const giveTypeNames: Record<GiveType, MissionTexts> = {
  feeVoucher: tr('Trading-fee voucher', 'Bon de frais de trading', '手续费抵扣券', '手續費抵扣券'),
  positionBonus: tr('Position bonus', 'Bonus de position', '合约体验金', '合約體驗金'),
};

export const giveStatusNames: Record<GiveStatus, MissionTexts> = {
  unused: tr('Unused', 'Non utilisé', '未使用', '未使用'),
  used: tr('Used', 'Utilisé', '已使用', '已使用'),
  expired: tr('Expired', 'Expiré', '已过期', '已過期'),
};

/** The demo customer's bonuses: type, amount, source TaskId, given and expiring (days from now), used (days from now or null). */
export const demoGives: [GiveType, string, number, number, number, number | null][] = [
  ['positionBonus', '10', 206, -63, -33, null],
  ['positionBonus', '50', 205, -25, 5, -10],
  ['feeVoucher', '20', 205, -25, 20, null],
  ['feeVoucher', '5', 204, -4, 26, null],
  ['positionBonus', '30', 204, -4, 10, null],
];
