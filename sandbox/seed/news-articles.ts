/** News articles in the four languages: industry news, platform news and market analysis. */
import { languages, tr, type Localized } from './foundation-l10n.ts';
import { gradientPictureSvg, svgDataUri } from './foundation-svg.ts';
import { withHostileFragment } from './hostile-html.ts';

export const newsTypes = ['industry', 'platform', 'analysis'] as const;
export type NewsType = (typeof newsTypes)[number];

export interface SeedNewsArticle {
  Id: number;
  Type: NewsType;
  ageDays: number;
  /** Hue of the cover picture. */
  hue: number;
  /** Readers before the sandbox started. */
  reads: number;
  title: Localized;
  summary: Localized;
  content: Localized;
  /** Pictures attached to the article, served by GetNewsResource as news-<Id>-<key>. */
  attachments?: { key: string; hue: number; title: Localized }[];
}

/** Each language's body with `add(language)` inserted before its last paragraph. */
const beforeLastParagraph = (body: Localized, add: (language: keyof Localized) => string): Localized =>
  Object.fromEntries(languages.map((l) => [l, body[l].replace(/<p>(?!.*<p>)/, `${add(l)}<p>`)])) as Localized;

const feeFigure = (alt: string, caption: string) =>
  `<figure><img src="${svgDataUri(gradientPictureSvg(600, 200, 240, 'ETH L1 → L2'))}" alt="${alt}" width="600" height="200"><figcaption>${caption} <a href="https://l2fees.info/">l2fees.info</a></figcaption></figure>`;
const feeFigures = tr(
  feeFigure('A transfer costs less on layer 2', 'Layer 2 moves the same transfer for a fraction of the fee.'),
  feeFigure(
    'Un transfert coûte moins cher en couche 2',
    'La couche 2 effectue le même transfert pour une fraction des frais.',
  ),
  feeFigure('二层网络转账成本更低', '同样一笔转账，二层网络只需一小部分手续费。'),
  feeFigure('二層網路轉帳成本更低', '同樣一筆轉帳，二層網路只需一小部分手續費。'),
);

const weekTable = (coin: string, week: string, rows: [string, string][]) =>
  `<table><thead><tr><th>${coin}</th><th>${week}</th></tr></thead><tbody>${rows.map(([c, w]) => `<tr><td>${c}</td><td>${w}</td></tr>`).join('')}</tbody></table>`;
const weekTables = tr(
  weekTable('Coin', 'Week', [
    ['BTC', '+2.3%'],
    ['ETH', '-1.1%'],
    ['SOL', '+4.1%'],
  ]),
  weekTable('Crypto', 'Semaine', [
    ['BTC', '+2,3 %'],
    ['ETH', '-1,1 %'],
    ['SOL', '+4,1 %'],
  ]),
  weekTable('币种', '本周', [
    ['BTC', '+2.3%'],
    ['ETH', '-1.1%'],
    ['SOL', '+4.1%'],
  ]),
  weekTable('幣種', '本週', [
    ['BTC', '+2.3%'],
    ['ETH', '-1.1%'],
    ['SOL', '+4.1%'],
  ]),
);

export const seedNewsArticles: SeedNewsArticle[] = [
  {
    Id: 501,
    Type: 'industry',
    ageDays: 2,
    hue: 35,
    reads: 4210,
    title: tr(
      'Bitcoin hash rate reaches a new high',
      'Le taux de hachage du bitcoin atteint un record',
      '比特币全网算力创历史新高',
      '比特幣全網算力創歷史新高',
    ),
    summary: tr(
      'More computing power than ever now secures the Bitcoin network.',
      'Jamais autant de puissance de calcul n’a sécurisé le réseau Bitcoin.',
      '保护比特币网络的算力达到前所未有的水平。',
      '保護比特幣網路的算力達到前所未有的水準。',
    ),
    content: tr(
      '<p>The total computing power of Bitcoin miners passed a new record this week.</p><h2>Why it matters</h2><ul><li>A higher hash rate makes attacks on the network more expensive.</li><li>Mining difficulty will adjust upwards in the coming days.</li></ul>',
      '<p>La puissance de calcul totale des mineurs de bitcoin a battu un nouveau record cette semaine.</p><h2>Pourquoi c’est important</h2><ul><li>Un taux de hachage plus élevé rend les attaques contre le réseau plus coûteuses.</li><li>La difficulté de minage augmentera dans les prochains jours.</li></ul>',
      '<p>本周比特币矿工的总算力再创新高。</p><h2>为何重要</h2><ul><li>算力越高，攻击网络的成本越高。</li><li>挖矿难度将在未来几天上调。</li></ul>',
      '<p>本週比特幣礦工的總算力再創新高。</p><h2>為何重要</h2><ul><li>算力越高，攻擊網路的成本越高。</li><li>挖礦難度將在未來幾天上調。</li></ul>',
    ),
  },
  {
    Id: 502,
    Type: 'industry',
    ageDays: 9,
    hue: 160,
    reads: 2875,
    title: tr(
      'Stablecoin supply passes 160 billion dollars',
      'L’offre de stablecoins dépasse 160 milliards de dollars',
      '稳定币总供应量突破 1600 亿美元',
      '穩定幣總供應量突破 1600 億美元',
    ),
    summary: tr(
      'USDT and USDC keep growing as more payments move on chain.',
      'L’USDT et l’USDC continuent de croître à mesure que les paiements passent sur la blockchain.',
      '随着更多支付转向链上，USDT 和 USDC 持续增长。',
      '隨著更多支付轉向鏈上，USDT 和 USDC 持續成長。',
    ),
    content: tr(
      '<p>The combined supply of dollar stablecoins passed <strong>160 billion dollars</strong>.</p><p>Most USDT now moves on the TRON network, where fees are lowest.</p>',
      '<p>L’offre cumulée des stablecoins en dollars a dépassé <strong>160 milliards de dollars</strong>.</p><p>La plupart des USDT circulent désormais sur le réseau TRON, où les frais sont les plus bas.</p>',
      '<p>美元稳定币的总供应量已突破 <strong>1600 亿美元</strong>。</p><p>目前大部分 USDT 在手续费最低的 TRON 网络上流转。</p>',
      '<p>美元穩定幣的總供應量已突破 <strong>1600 億美元</strong>。</p><p>目前大部分 USDT 在手續費最低的 TRON 網路上流轉。</p>',
    ),
  },
  {
    Id: 503,
    Type: 'industry',
    ageDays: 16,
    hue: 120,
    reads: 5120,
    title: tr(
      'Nigeria publishes new rules for digital asset exchanges',
      'Le Nigeria publie de nouvelles règles pour les plateformes d’actifs numériques',
      '尼日利亚发布数字资产交易平台新规',
      '奈及利亞發布數位資產交易平台新規',
    ),
    summary: tr(
      'The securities regulator sets out licences, custody and reporting duties.',
      'Le régulateur des marchés fixe les licences, la conservation et les obligations de déclaration.',
      '证券监管机构明确了牌照、托管和报告义务。',
      '證券監管機構明確了牌照、託管和申報義務。',
    ),
    content: tr(
      '<p>Nigeria’s securities regulator has published its rules for platforms that trade digital assets.</p><h2>Key points</h2><ul><li>Exchanges need a licence and a local office.</li><li>Customer assets must be kept apart from the exchange’s own.</li><li>Large transactions are reported monthly.</li></ul>',
      '<p>Le régulateur nigérian des marchés a publié ses règles pour les plateformes d’échange d’actifs numériques.</p><h2>Points clés</h2><ul><li>Les plateformes doivent obtenir une licence et ouvrir un bureau local.</li><li>Les actifs des clients doivent être séparés de ceux de la plateforme.</li><li>Les transactions importantes sont déclarées chaque mois.</li></ul>',
      '<p>尼日利亚证券监管机构发布了数字资产交易平台的监管规则。</p><h2>要点</h2><ul><li>交易平台须取得牌照并设立本地办公室。</li><li>客户资产须与平台自有资产隔离。</li><li>大额交易须按月报告。</li></ul>',
      '<p>奈及利亞證券監管機構發布了數位資產交易平台的監管規則。</p><h2>要點</h2><ul><li>交易平台須取得牌照並設立本地辦公室。</li><li>客戶資產須與平台自有資產隔離。</li><li>大額交易須按月申報。</li></ul>',
    ),
  },
  {
    Id: 504,
    Type: 'industry',
    ageDays: 30,
    hue: 240,
    reads: 1988,
    title: tr(
      'Ethereum layer-2 networks cut fees further',
      'Les réseaux de couche 2 d’Ethereum réduisent encore leurs frais',
      '以太坊二层网络手续费进一步下降',
      '以太坊二層網路手續費進一步下降',
    ),
    summary: tr(
      'Transfers on rollups now cost a few cents.',
      'Un transfert sur un rollup coûte désormais quelques centimes.',
      'Rollup 上的转账现在只需几美分。',
      'Rollup 上的轉帳現在只需幾美分。',
    ),
    content: beforeLastParagraph(
      tr(
        '<p>Since the latest Ethereum upgrade, rollups publish their data more cheaply.</p><p>A simple transfer on a layer-2 network now costs <strong>a few cents</strong>.</p>',
        '<p>Depuis la dernière mise à niveau d’Ethereum, les rollups publient leurs données à moindre coût.</p><p>Un simple transfert sur un réseau de couche 2 coûte désormais <strong>quelques centimes</strong>.</p>',
        '<p>自以太坊最近一次升级以来，Rollup 发布数据的成本大幅降低。</p><p>在二层网络上进行一笔普通转账现在只需<strong>几美分</strong>。</p>',
        '<p>自以太坊最近一次升級以來，Rollup 發布資料的成本大幅降低。</p><p>在二層網路上進行一筆普通轉帳現在只需<strong>幾美分</strong>。</p>',
      ),
      (language) => feeFigures[language],
    ),
  },
  {
    Id: 505,
    Type: 'platform',
    ageDays: 3,
    hue: 210,
    reads: 3650,
    title: tr(
      'One million customers, thank you!',
      'Un million de clients, merci !',
      '用户突破一百万，感谢有你！',
      '用戶突破一百萬，感謝有你！',
    ),
    summary: tr(
      'Sandbox Exchange now serves more than one million registered customers.',
      'Sandbox Exchange compte désormais plus d’un million de clients inscrits.',
      'Sandbox Exchange 注册用户已超过一百万。',
      'Sandbox Exchange 註冊用戶已超過一百萬。',
    ),
    content: tr(
      '<p>Three years after opening, more than <strong>one million</strong> customers trade with us.</p><h2>What comes next</h2><ul><li>More local payment methods.</li><li>Earn products in Naira.</li></ul>',
      '<p>Trois ans après notre ouverture, plus d’<strong>un million</strong> de clients tradent avec nous.</p><h2>La suite</h2><ul><li>Davantage de moyens de paiement locaux.</li><li>Des produits d’épargne en naira.</li></ul>',
      '<p>上线三年，已有超过<strong>一百万</strong>用户在这里交易。</p><h2>下一步</h2><ul><li>接入更多本地支付方式。</li><li>推出奈拉理财产品。</li></ul>',
      '<p>上線三年，已有超過<strong>一百萬</strong>用戶在這裡交易。</p><h2>下一步</h2><ul><li>接入更多本地支付方式。</li><li>推出奈拉理財產品。</li></ul>',
    ),
  },
  {
    Id: 506,
    Type: 'platform',
    ageDays: 11,
    hue: 180,
    reads: 1420,
    title: tr(
      'Two new payment partners for Naira deposits',
      'Deux nouveaux partenaires de paiement pour les dépôts en naira',
      '奈拉充值新增两家支付合作伙伴',
      '奈拉充值新增兩家支付合作夥伴',
    ),
    summary: tr(
      'Bank transfers and mobile money now reach your account faster.',
      'Les virements bancaires et le mobile money arrivent plus vite sur votre compte.',
      '银行转账和移动支付到账更快。',
      '銀行轉帳和行動支付到帳更快。',
    ),
    content: tr(
      '<p>We added two payment partners for <strong>NGN</strong> deposits.</p><p>Choose the one you prefer on the <a href="/fiat">buy crypto</a> page.</p>',
      '<p>Nous avons ajouté deux partenaires de paiement pour les dépôts en <strong>NGN</strong>.</p><p>Choisissez celui que vous préférez sur la page <a href="/fiat">acheter des cryptos</a>.</p>',
      '<p>我们为 <strong>NGN</strong> 充值新增了两家支付合作伙伴。</p><p>请在<a href="/fiat">买币</a>页面选择您偏好的渠道。</p>',
      '<p>我們為 <strong>NGN</strong> 充值新增了兩家支付合作夥伴。</p><p>請在<a href="/fiat">買幣</a>頁面選擇您偏好的通道。</p>',
    ),
  },
  {
    Id: 507,
    Type: 'platform',
    ageDays: 20,
    hue: 300,
    reads: 6033,
    title: tr(
      'Trading competition: share 50,000 USDT',
      'Compétition de trading : partagez 50 000 USDT',
      '交易大赛：瓜分 50,000 USDT',
      '交易大賽：瓜分 50,000 USDT',
    ),
    summary: tr(
      'Trade any spot pair for two weeks to climb the leaderboard.',
      'Tradez n’importe quelle paire spot pendant deux semaines pour grimper au classement.',
      '两周内交易任意现货交易对，冲击排行榜。',
      '兩週內交易任意現貨交易對，衝擊排行榜。',
    ),
    content: tr(
      '<p>The competition ranks customers by spot trading volume over two weeks.</p><ul><li>First prize: 10,000 USDT.</li><li>Every customer above 1,000 USDT of volume shares 5,000 USDT.</li></ul>',
      '<p>La compétition classe les clients selon leur volume de trading spot sur deux semaines.</p><ul><li>Premier prix : 10 000 USDT.</li><li>Tout client au-delà de 1 000 USDT de volume partage 5 000 USDT.</li></ul>',
      '<p>比赛按两周内的现货交易量对用户进行排名。</p><ul><li>冠军奖励：10,000 USDT。</li><li>交易量超过 1,000 USDT 的用户瓜分 5,000 USDT。</li></ul>',
      '<p>比賽按兩週內的現貨交易量對用戶進行排名。</p><ul><li>冠軍獎勵：10,000 USDT。</li><li>交易量超過 1,000 USDT 的用戶瓜分 5,000 USDT。</li></ul>',
    ),
  },
  {
    Id: 508,
    Type: 'platform',
    ageDays: 41,
    hue: 0,
    reads: 2290,
    title: tr(
      'Our 2024 security audit results',
      'Résultats de notre audit de sécurité 2024',
      '2024 年度安全审计结果',
      '2024 年度安全稽核結果',
    ),
    summary: tr(
      'An independent firm tested our wallets, apps and procedures.',
      'Un cabinet indépendant a testé nos portefeuilles, nos applications et nos procédures.',
      '独立机构对我们的钱包、应用和流程进行了测试。',
      '獨立機構對我們的錢包、應用和流程進行了測試。',
    ),
    content: withHostileFragment(
      tr(
        '<p>The audit found no critical issue. Two medium findings were fixed within a week.</p><p>More than <strong>95%</strong> of customer assets stay in cold wallets.</p>',
        '<p>L’audit n’a relevé aucun problème critique. Deux points de gravité moyenne ont été corrigés en une semaine.</p><p>Plus de <strong>95 %</strong> des actifs des clients restent en portefeuilles froids.</p>',
        '<p>审计未发现严重问题，两个中等风险项已在一周内修复。</p><p>超过 <strong>95%</strong> 的用户资产存放于冷钱包。</p>',
        '<p>稽核未發現嚴重問題，兩個中等風險項已在一週內修復。</p><p>超過 <strong>95%</strong> 的用戶資產存放於冷錢包。</p>',
      ),
    ),
  },
  {
    Id: 509,
    Type: 'analysis',
    ageDays: 1,
    hue: 30,
    reads: 980,
    title: tr(
      'Weekly review: BTC holds above 65,000',
      'Revue hebdomadaire : le BTC se maintient au-dessus de 65 000',
      '周度回顾：BTC 站稳 65,000 上方',
      '週度回顧：BTC 站穩 65,000 上方',
    ),
    summary: tr(
      'Bitcoin gained 2% on the week while altcoins were mixed.',
      'Le bitcoin a gagné 2 % sur la semaine, les altcoins sont partagés.',
      '比特币本周上涨 2%，山寨币涨跌互现。',
      '比特幣本週上漲 2%，山寨幣漲跌互現。',
    ),
    content: beforeLastParagraph(
      tr(
        '<h2>Market summary</h2><ul><li>BTC: +2.3%, support near 65,000 USDT.</li><li>ETH: -1.1%, still below 3,500 USDT.</li><li>SOL: +4.1%, led by on-chain activity.</li></ul><p>This review is not investment advice.</p>',
        '<h2>Résumé du marché</h2><ul><li>BTC : +2,3 %, support vers 65 000 USDT.</li><li>ETH : -1,1 %, toujours sous 3 500 USDT.</li><li>SOL : +4,1 %, porté par l’activité on-chain.</li></ul><p>Cette revue ne constitue pas un conseil en investissement.</p>',
        '<h2>市场概览</h2><ul><li>BTC：+2.3%，支撑位约 65,000 USDT。</li><li>ETH：-1.1%，仍低于 3,500 USDT。</li><li>SOL：+4.1%，链上活跃度带动上涨。</li></ul><p>本回顾不构成投资建议。</p>',
        '<h2>市場概覽</h2><ul><li>BTC：+2.3%，支撐位約 65,000 USDT。</li><li>ETH：-1.1%，仍低於 3,500 USDT。</li><li>SOL：+4.1%，鏈上活躍度帶動上漲。</li></ul><p>本回顧不構成投資建議。</p>',
      ),
      (language) => weekTables[language],
    ),
    attachments: [
      {
        key: 'chart',
        hue: 30,
        title: tr('BTC price over the week', 'Le cours du BTC sur la semaine', 'BTC 本周价格走势', 'BTC 本週價格走勢'),
      },
    ],
  },
  {
    Id: 510,
    Type: 'analysis',
    ageDays: 14,
    hue: 45,
    reads: 3312,
    title: tr(
      'What the halving means for miners',
      'Ce que le halving change pour les mineurs',
      '减半对矿工意味着什么',
      '減半對礦工意味著什麼',
    ),
    summary: tr(
      'Block rewards halved; fees and efficiency now decide who keeps mining.',
      'La récompense par bloc a été divisée par deux ; les frais et l’efficacité décident désormais qui continue de miner.',
      '区块奖励减半后，手续费和能效决定了谁能继续挖矿。',
      '區塊獎勵減半後，手續費和能效決定了誰能繼續挖礦。',
    ),
    content: tr(
      '<p>Each Bitcoin block now pays <strong>3.125 BTC</strong> to its miner.</p><h2>Who is affected</h2><ul><li>Miners with old machines earn less than their power costs.</li><li>Transaction fees become a larger share of income.</li></ul>',
      '<p>Chaque bloc Bitcoin rapporte désormais <strong>3,125 BTC</strong> à son mineur.</p><h2>Qui est concerné</h2><ul><li>Les mineurs aux machines anciennes gagnent moins que leur coût d’électricité.</li><li>Les frais de transaction pèsent davantage dans les revenus.</li></ul>',
      '<p>现在每个比特币区块只奖励矿工 <strong>3.125 BTC</strong>。</p><h2>谁受影响</h2><ul><li>使用旧矿机的矿工收入低于电费成本。</li><li>交易手续费在收入中的占比提高。</li></ul>',
      '<p>現在每個比特幣區塊只獎勵礦工 <strong>3.125 BTC</strong>。</p><h2>誰受影響</h2><ul><li>使用舊礦機的礦工收入低於電費成本。</li><li>交易手續費在收入中的占比提高。</li></ul>',
    ),
  },
  {
    Id: 511,
    Type: 'analysis',
    ageDays: 25,
    hue: 275,
    reads: 1764,
    title: tr(
      'Solana activity rises as meme coins return',
      'L’activité de Solana grimpe avec le retour des meme coins',
      'Meme 币回归，Solana 链上活跃度攀升',
      'Meme 幣回歸，Solana 鏈上活躍度攀升',
    ),
    summary: tr(
      'Daily transactions on Solana doubled in a month.',
      'Les transactions quotidiennes sur Solana ont doublé en un mois.',
      'Solana 每日交易量一个月内翻倍。',
      'Solana 每日交易量一個月內翻倍。',
    ),
    content: tr(
      '<p>New meme tokens drove daily transactions on Solana to twice last month’s level.</p><p>Higher activity also means higher fees for validators. <strong>Meme coins remain highly speculative.</strong></p>',
      '<p>Les nouveaux jetons mèmes ont fait doubler les transactions quotidiennes sur Solana par rapport au mois dernier.</p><p>Plus d’activité signifie aussi plus de frais pour les validateurs. <strong>Les meme coins restent très spéculatifs.</strong></p>',
      '<p>新的 Meme 代币推动 Solana 每日交易量达到上月的两倍。</p><p>活跃度提升也为验证者带来更多手续费收入。<strong>Meme 币投机性极强。</strong></p>',
      '<p>新的 Meme 代幣推動 Solana 每日交易量達到上月的兩倍。</p><p>活躍度提升也為驗證者帶來更多手續費收入。<strong>Meme 幣投機性極強。</strong></p>',
    ),
  },
  {
    Id: 512,
    Type: 'analysis',
    ageDays: 48,
    hue: 195,
    reads: 7450,
    title: tr(
      'How to read a candlestick chart',
      'Comment lire un graphique en chandeliers',
      '如何看懂 K 线图',
      '如何看懂 K 線圖',
    ),
    summary: tr(
      'Open, high, low and close: the four prices behind every candle.',
      'Ouverture, plus haut, plus bas et clôture : les quatre prix derrière chaque bougie.',
      '开盘价、最高价、最低价和收盘价：每根 K 线背后的四个价格。',
      '開盤價、最高價、最低價和收盤價：每根 K 線背後的四個價格。',
    ),
    content: tr(
      '<h2>The body and the wicks</h2><p>The body spans the open and close prices; the wicks reach the high and the low.</p><ul><li>A green candle closed higher than it opened.</li><li>A red candle closed lower.</li></ul>',
      '<h2>Le corps et les mèches</h2><p>Le corps va du prix d’ouverture au prix de clôture ; les mèches atteignent le plus haut et le plus bas.</p><ul><li>Une bougie verte a clôturé plus haut qu’à l’ouverture.</li><li>Une bougie rouge a clôturé plus bas.</li></ul>',
      '<h2>实体与影线</h2><p>实体覆盖开盘价到收盘价，影线延伸至最高价和最低价。</p><ul><li>绿色 K 线表示收盘价高于开盘价。</li><li>红色 K 线表示收盘价低于开盘价。</li></ul>',
      '<h2>實體與影線</h2><p>實體覆蓋開盤價到收盤價，影線延伸至最高價和最低價。</p><ul><li>綠色 K 線表示收盤價高於開盤價。</li><li>紅色 K 線表示收盤價低於開盤價。</li></ul>',
    ),
    attachments: [
      {
        key: 'candle',
        hue: 280,
        title: tr('The parts of a candle', 'Les parties d’une bougie', 'K 线的组成部分', 'K 線的組成部分'),
      },
    ],
  },
];
