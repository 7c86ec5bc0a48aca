/** The token sales of the sandbox: two ended, two ongoing, one upcoming, placed around now. */
import type { HandlerContext } from '../core/handler.ts';

export type IeoLanguage = HandlerContext<unknown>['language'];
export type IeoTexts = Record<IeoLanguage, string>;

export interface IeoProjectSeed {
  ProjectId: number;
  Name: string;
  TokenCode: string;
  Intro: IeoTexts;
  PriceUsdt: string;
  TotalSupply: string;
  /** Tokens other customers had subscribed before the sandbox started. */
  soldByOthers: string;
  PersonalMin: string;
  PersonalMax: string;
  /** Days from now to the opening (negative: already opened). */
  opensInDays: number;
  durationDays: number;
  /** Background of the generated logo. */
  color: string;
}

export const ieoProjectSeeds: IeoProjectSeed[] = [
  {
    ProjectId: 1,
    Name: 'PayBridge',
    TokenCode: 'PAYX',
    Intro: {
      en: 'PayBridge settles cross-border remittances between Africa and Europe in seconds, with fees below 1%.',
      fr: "PayBridge règle les transferts d'argent entre l'Afrique et l'Europe en quelques secondes, avec des frais inférieurs à 1 %.",
      'zh-CN': 'PayBridge 可在数秒内完成非洲与欧洲之间的跨境汇款，手续费低于 1%。',
      'zh-Hant': 'PayBridge 可在數秒內完成非洲與歐洲之間的跨境匯款，手續費低於 1%。',
    },
    PriceUsdt: '0.04',
    TotalSupply: '25000000',
    soldByOthers: '24980000',
    PersonalMin: '500',
    PersonalMax: '100000',
    opensInDays: -60,
    durationDays: 14,
    color: '#2f6fde',
  },
  {
    ProjectId: 2,
    Name: 'EduVerse',
    TokenCode: 'LRN',
    Intro: {
      en: 'EduVerse rewards learners with tokens for finishing courses and lets schools issue verifiable certificates.',
      fr: 'EduVerse récompense les apprenants en jetons pour chaque cours terminé et permet aux écoles de délivrer des certificats vérifiables.',
      'zh-CN': 'EduVerse 以代币奖励完成课程的学习者，并让学校签发可验证的证书。',
      'zh-Hant': 'EduVerse 以代幣獎勵完成課程的學習者，並讓學校簽發可驗證的證書。',
    },
    PriceUsdt: '0.12',
    TotalSupply: '8000000',
    soldByOthers: '6412300',
    PersonalMin: '100',
    PersonalMax: '60000',
    opensInDays: -30,
    durationDays: 10,
    color: '#8e44ad',
  },
  {
    ProjectId: 3,
    Name: 'Sunpower Grid',
    TokenCode: 'SOLR',
    Intro: {
      en: 'Sunpower Grid lets households sell surplus solar power to their neighbours through a peer-to-peer energy market.',
      fr: "Sunpower Grid permet aux foyers de vendre leur surplus d'énergie solaire à leurs voisins sur un marché de l'énergie entre particuliers.",
      'zh-CN': 'Sunpower Grid 让家庭通过点对点能源市场，把多余的太阳能电力卖给邻居。',
      'zh-Hant': 'Sunpower Grid 讓家庭透過點對點能源市場，把多餘的太陽能電力賣給鄰居。',
    },
    PriceUsdt: '0.25',
    TotalSupply: '2000000',
    soldByOthers: '1985000',
    PersonalMin: '100',
    PersonalMax: '40000',
    opensInDays: -5,
    durationDays: 9,
    color: '#e67e22',
  },
  {
    ProjectId: 4,
    Name: 'AgriLedger',
    TokenCode: 'AGRI',
    Intro: {
      en: 'AgriLedger tracks farm produce from harvest to market so that growers in West Africa are paid fairly and on time.',
      fr: "AgriLedger suit les récoltes du champ au marché pour que les producteurs d'Afrique de l'Ouest soient payés équitablement et à temps.",
      'zh-CN': 'AgriLedger 追踪农产品从收获到市场的全过程，让西非农户获得公平、及时的报酬。',
      'zh-Hant': 'AgriLedger 追蹤農產品從收穫到市場的全過程，讓西非農戶獲得公平、及時的報酬。',
    },
    PriceUsdt: '0.08',
    TotalSupply: '5000000',
    soldByOthers: '3115450',
    PersonalMin: '250',
    PersonalMax: '50000',
    opensInDays: -3,
    durationDays: 10,
    color: '#1f8a70',
  },
  {
    ProjectId: 5,
    Name: 'Nova Chain',
    TokenCode: 'NOVA',
    Intro: {
      en: 'Nova Chain is a fast, low-fee layer-1 blockchain built for everyday payments and merchant checkouts.',
      fr: 'Nova Chain est une blockchain de couche 1 rapide et peu coûteuse, conçue pour les paiements du quotidien et les caisses des commerçants.',
      'zh-CN': 'Nova Chain 是一条快速、低手续费的一层区块链，专为日常支付和商户收款而打造。',
      'zh-Hant': 'Nova Chain 是一條快速、低手續費的一層區塊鏈，專為日常支付和商戶收款而打造。',
    },
    PriceUsdt: '0.05',
    TotalSupply: '20000000',
    soldByOthers: '0',
    PersonalMin: '1000',
    PersonalMax: '200000',
    opensInDays: 4,
    durationDays: 7,
    color: '#c0392b',
  },
];

/** The demo customer's past subscriptions: ProjectId, Quantity, days after the sale opened. */
export const demoIeoSubscriptions: [number, string, number][] = [
  [1, '20000', 2],
  [4, '5000', 2],
];

/** The sale rules, filled with the project's figures. */
const rulesTemplates: IeoTexts = {
  en: '<h3>Subscription rules</h3><ul><li>Price: 1 {token} = {price} {pay}</li><li>Each subscription: at least {min} {token}; at most {max} {token} per customer in total</li><li>Sale window: {start} to {end} (UTC)</li><li>Payment is taken from your spot {pay} balance and the tokens are credited to your spot account at once.</li><li>Subscriptions cannot be cancelled.</li></ul>',
  fr: '<h3>Règles de souscription</h3><ul><li>Prix : 1 {token} = {price} {pay}</li><li>Par souscription : au moins {min} {token} ; au plus {max} {token} par client au total</li><li>Période de vente : du {start} au {end} (UTC)</li><li>Le paiement est prélevé sur votre solde spot en {pay} et les jetons sont crédités immédiatement sur votre compte spot.</li><li>Les souscriptions ne peuvent pas être annulées.</li></ul>',
  'zh-CN': '<h3>认购规则</h3><ul><li>价格：1 {token} = {price} {pay}</li><li>每笔认购不少于 {min} {token}；每位用户累计不超过 {max} {token}</li><li>认购时间：{start} 至 {end}（UTC）</li><li>认购款从您的现货 {pay} 余额中扣除，代币即时发放至您的现货账户。</li><li>认购一经提交不可撤销。</li></ul>',
  'zh-Hant': '<h3>認購規則</h3><ul><li>價格：1 {token} = {price} {pay}</li><li>每筆認購不少於 {min} {token}；每位用戶累計不超過 {max} {token}</li><li>認購時間：{start} 至 {end}（UTC）</li><li>認購款從您的現貨 {pay} 餘額中扣除，代幣即時發放至您的現貨帳戶。</li><li>認購一經提交不可撤銷。</li></ul>',
};

export function ieoRulesHtml(language: IeoLanguage, figures: Record<string, string>): string {
  return rulesTemplates[language].replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');
}

/** A round logo with the token code, as an inline SVG data URI (no image files to serve). */
export function ieoLogo(tokenCode: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="37" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${tokenCode}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
