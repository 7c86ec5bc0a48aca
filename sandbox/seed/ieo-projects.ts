/**
 * The token sales of the sandbox, placed around now: two distributed, one calculating its
 * allocations, two open (one nearly sold out) and one upcoming.
 */
import type { Language } from './foundation-l10n.ts';

export type IeoLanguage = Language;
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
  QuantityPrecision: number;
  /** Days from now to the opening (negative: already opened). */
  opensInDays: number;
  durationDays: number;
  /** Days from the close to the distribution of the tokens (the calculation phase). */
  calculationDays: number;
  /** The project's own site, linked from its description. */
  website: string;
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
    QuantityPrecision: 0,
    opensInDays: -60,
    durationDays: 14,
    calculationDays: 2,
    website: 'https://paybridge.example',
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
    QuantityPrecision: 2,
    opensInDays: -30,
    durationDays: 10,
    calculationDays: 2,
    website: 'https://eduverse.example',
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
    QuantityPrecision: 0,
    opensInDays: -5,
    durationDays: 9,
    calculationDays: 2,
    website: 'https://sunpowergrid.example',
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
    QuantityPrecision: 2,
    opensInDays: -3,
    durationDays: 10,
    calculationDays: 2,
    website: 'https://agriledger.example',
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
    QuantityPrecision: 2,
    opensInDays: 4,
    durationDays: 7,
    calculationDays: 2,
    website: 'https://novachain.example',
    color: '#c0392b',
  },
  {
    ProjectId: 6,
    Name: 'MediLink',
    TokenCode: 'MEDI',
    Intro: {
      en: 'MediLink connects rural clinics with doctors in city hospitals for video consultations paid per visit.',
      fr: 'MediLink relie les dispensaires ruraux aux médecins des hôpitaux urbains pour des téléconsultations payées à la visite.',
      'zh-CN': 'MediLink 将乡村诊所与城市医院的医生连接起来，提供按次付费的视频问诊。',
      'zh-Hant': 'MediLink 將鄉村診所與城市醫院的醫生連接起來，提供按次付費的視訊問診。',
    },
    PriceUsdt: '0.1',
    TotalSupply: '3000000',
    soldByOthers: '2641800',
    PersonalMin: '200',
    PersonalMax: '30000',
    QuantityPrecision: 0,
    opensInDays: -12,
    durationDays: 11,
    calculationDays: 2,
    website: 'https://medilink.example',
    color: '#16a085',
  },
];

/** The demo customer's past subscriptions: ProjectId, Quantity, days after the sale opened. */
export const demoIeoSubscriptions: [number, string, number][] = [
  [1, '20000', 2],
  [4, '5000', 2],
  [6, '3000', 1],
];

/** The sale rules, filled with the project's figures. */
const rulesTemplates: IeoTexts = {
  en: '<h3>Subscription rules</h3><ul><li>Price: 1 {token} = {price} {pay}</li><li>Each subscription: at least {min} {token}; at most {max} {token} per customer in total, while tokens remain</li><li>Subscription: {start} to {end} (UTC)</li><li>Calculation of the allocations: {end} to {distribute} (UTC)</li><li>Payment is taken from your spot {pay} balance when you subscribe; the tokens are credited to your spot account at {distribute} (UTC).</li><li>Subscriptions cannot be cancelled.</li></ul>',
  fr: '<h3>Règles de souscription</h3><ul><li>Prix : 1 {token} = {price} {pay}</li><li>Par souscription : au moins {min} {token} ; au plus {max} {token} par client au total, dans la limite des jetons restants</li><li>Souscription : du {start} au {end} (UTC)</li><li>Calcul des attributions : du {end} au {distribute} (UTC)</li><li>Le paiement est prélevé sur votre solde spot en {pay} au moment de la souscription ; les jetons sont crédités sur votre compte spot le {distribute} (UTC).</li><li>Les souscriptions ne peuvent pas être annulées.</li></ul>',
  'zh-CN':
    '<h3>认购规则</h3><ul><li>价格：1 {token} = {price} {pay}</li><li>每笔认购不少于 {min} {token}；每位用户累计不超过 {max} {token}，售完即止</li><li>认购时间：{start} 至 {end}（UTC）</li><li>份额计算：{end} 至 {distribute}（UTC）</li><li>认购时即从您的现货 {pay} 余额中扣款；代币将于 {distribute}（UTC）发放至您的现货账户。</li><li>认购一经提交不可撤销。</li></ul>',
  'zh-Hant':
    '<h3>認購規則</h3><ul><li>價格：1 {token} = {price} {pay}</li><li>每筆認購不少於 {min} {token}；每位用戶累計不超過 {max} {token}，售完即止</li><li>認購時間：{start} 至 {end}（UTC）</li><li>份額計算：{end} 至 {distribute}（UTC）</li><li>認購時即從您的現貨 {pay} 餘額中扣款；代幣將於 {distribute}（UTC）發放至您的現貨帳戶。</li><li>認購一經提交不可撤銷。</li></ul>',
};

/** The project's description: its intro and a link to its own site. */
const descriptionTemplates: IeoTexts = {
  en: '<p>{intro}</p><p><a href="{website}">Visit the {name} website</a></p>',
  fr: '<p>{intro}</p><p><a href="{website}">Consulter le site de {name}</a></p>',
  'zh-CN': '<p>{intro}</p><p><a href="{website}">访问 {name} 官网</a></p>',
  'zh-Hant': '<p>{intro}</p><p><a href="{website}">造訪 {name} 官網</a></p>',
};

const fill = (template: string, figures: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');

export const ieoRulesHtml = (language: IeoLanguage, figures: Record<string, string>): string =>
  fill(rulesTemplates[language], figures);

export const ieoDescriptionHtml = (
  language: IeoLanguage,
  figures: { intro: string; website: string; name: string },
): string => fill(descriptionTemplates[language], figures);

/** A round logo with the token code, as an inline SVG data URI (no image files to serve). */
export function ieoLogo(tokenCode: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="37" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#ffffff" text-anchor="middle">${tokenCode}</text>` +
    `</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
