/** Introductions of the listed coins: facts, links and a one-line description in four languages. */
import { tr, type Localized } from './foundation-l10n.ts';

export interface SeedCoinIntro {
  Code: string;
  Website: string;
  /** Null when the project published no white paper. */
  Whitepaper: string | null;
  IssueDate: string;
  /** Total (or, for uncapped coins, current) supply. */
  TotalSupply: string;
  summary: Localized;
}

const intro = (
  Code: string,
  Website: string,
  Whitepaper: string | null,
  IssueDate: string,
  TotalSupply: string,
  summary: Localized,
): SeedCoinIntro => ({
  Code,
  Website,
  Whitepaper,
  IssueDate,
  TotalSupply,
  summary,
});

export const seedCoinIntros: SeedCoinIntro[] = [
  intro(
    'BTC',
    'https://bitcoin.org/',
    'https://bitcoin.org/bitcoin.pdf',
    '2009-01-03',
    '21000000',
    tr(
      'Bitcoin is the first decentralised digital currency, secured by proof of work and capped at 21 million coins.',
      'Le bitcoin est la première monnaie numérique décentralisée, sécurisée par la preuve de travail et plafonnée à 21 millions d’unités.',
      '比特币是第一种去中心化数字货币，采用工作量证明保障安全，总量上限为 2100 万枚。',
      '比特幣是第一種去中心化數位貨幣，採用工作量證明保障安全，總量上限為 2100 萬枚。',
    ),
  ),
  intro(
    'ETH',
    'https://ethereum.org/',
    'https://ethereum.org/en/whitepaper/',
    '2015-07-30',
    '120000000',
    tr(
      'Ether pays for computation on Ethereum, the programmable blockchain that runs smart contracts and most DeFi applications.',
      'L’ether paie les calculs sur Ethereum, la blockchain programmable qui exécute les contrats intelligents et la plupart des applications DeFi.',
      '以太币用于支付以太坊上的计算费用。以太坊是可编程区块链，运行智能合约和大多数 DeFi 应用。',
      '以太幣用於支付以太坊上的計算費用。以太坊是可程式化區塊鏈，運行智慧合約和大多數 DeFi 應用。',
    ),
  ),
  intro(
    'USDT',
    'https://tether.to/',
    'https://tether.to/en/whitepaper/',
    '2014-10-06',
    '110000000000',
    tr(
      'Tether (USDT) is a stablecoin that tracks the US dollar one to one and circulates on TRON, Ethereum and BNB Chain.',
      'Tether (USDT) est un stablecoin indexé un pour un sur le dollar américain, en circulation sur TRON, Ethereum et BNB Chain.',
      '泰达币（USDT）是与美元 1:1 锚定的稳定币，流通于 TRON、以太坊和 BNB Chain。',
      '泰達幣（USDT）是與美元 1:1 錨定的穩定幣，流通於 TRON、以太坊和 BNB Chain。',
    ),
  ),
  intro(
    'BNB',
    'https://www.bnbchain.org/',
    null,
    '2017-07-08',
    '145000000',
    tr(
      'BNB is the native coin of BNB Chain, used to pay transaction fees and take part in its ecosystem.',
      'Le BNB est la crypto native de BNB Chain, utilisée pour payer les frais de transaction et participer à son écosystème.',
      'BNB 是 BNB Chain 的原生代币，用于支付交易手续费和参与生态。',
      'BNB 是 BNB Chain 的原生代幣，用於支付交易手續費和參與生態。',
    ),
  ),
  intro(
    'SOL',
    'https://solana.com/',
    'https://solana.com/solana-whitepaper.pdf',
    '2020-03-16',
    '580000000',
    tr(
      'Solana is a high-throughput blockchain with low fees; SOL pays for transactions and secures the network by staking.',
      'Solana est une blockchain à haut débit et à faibles frais ; le SOL paie les transactions et sécurise le réseau par le staking.',
      'Solana 是高吞吐、低手续费的区块链，SOL 用于支付交易费用并通过质押保障网络安全。',
      'Solana 是高吞吐、低手續費的區塊鏈，SOL 用於支付交易費用並透過質押保障網路安全。',
    ),
  ),
  intro(
    'XRP',
    'https://xrpl.org/',
    'https://ripple.com/files/ripple_consensus_whitepaper.pdf',
    '2012-06-02',
    '100000000000',
    tr(
      'XRP is the native asset of the XRP Ledger, built for fast and cheap cross-border payments.',
      'Le XRP est l’actif natif du XRP Ledger, conçu pour des paiements internationaux rapides et peu coûteux.',
      'XRP 是 XRP Ledger 的原生资产，专为快速、低成本的跨境支付而设计。',
      'XRP 是 XRP Ledger 的原生資產，專為快速、低成本的跨境支付而設計。',
    ),
  ),
  intro(
    'ADA',
    'https://cardano.org/',
    null,
    '2017-09-29',
    '45000000000',
    tr(
      'Cardano is a proof-of-stake blockchain developed from peer-reviewed research; ADA is its native coin.',
      'Cardano est une blockchain à preuve d’enjeu issue de recherches évaluées par les pairs ; l’ADA est sa crypto native.',
      'Cardano 是基于同行评审研究开发的权益证明区块链，ADA 是其原生代币。',
      'Cardano 是基於同儕審查研究開發的權益證明區塊鏈，ADA 是其原生代幣。',
    ),
  ),
  intro(
    'DOGE',
    'https://dogecoin.com/',
    null,
    '2013-12-06',
    '144000000000',
    tr(
      'Dogecoin began as a joke in 2013 and became a popular coin for tips and small payments.',
      'Le dogecoin est né d’une plaisanterie en 2013 et est devenu une crypto populaire pour les pourboires et les petits paiements.',
      '狗狗币于 2013 年作为玩笑诞生，后来成为打赏和小额支付的热门币种。',
      '狗狗幣於 2013 年作為玩笑誕生，後來成為打賞和小額支付的熱門幣種。',
    ),
  ),
  intro(
    'TRX',
    'https://tron.network/',
    'https://tron.network/static/doc/white_paper_v_2_0.pdf',
    '2017-08-28',
    '87000000000',
    tr(
      'TRX powers the TRON network, where most USDT transfers happen thanks to their low fees.',
      'Le TRX alimente le réseau TRON, où s’effectuent la plupart des transferts d’USDT grâce à leurs faibles frais.',
      'TRX 是 TRON 网络的燃料，凭借低手续费，大部分 USDT 转账都在该网络上进行。',
      'TRX 是 TRON 網路的燃料，憑藉低手續費，大部分 USDT 轉帳都在該網路上進行。',
    ),
  ),
  intro(
    'DOT',
    'https://polkadot.network/',
    'https://polkadot.network/whitepaper/',
    '2020-05-26',
    '1400000000',
    tr(
      'Polkadot connects many specialised blockchains; DOT is used for governance, staking and bonding parachains.',
      'Polkadot relie de nombreuses blockchains spécialisées ; le DOT sert à la gouvernance, au staking et à l’attachement des parachaînes.',
      'Polkadot 连接多条专用区块链，DOT 用于治理、质押和平行链绑定。',
      'Polkadot 連接多條專用區塊鏈，DOT 用於治理、質押和平行鏈綁定。',
    ),
  ),
  intro(
    'MATIC',
    'https://polygon.technology/',
    null,
    '2019-04-26',
    '10000000000',
    tr(
      'Polygon scales Ethereum with faster and cheaper transactions; MATIC pays fees and secures the network.',
      'Polygon accélère Ethereum avec des transactions plus rapides et moins chères ; le MATIC paie les frais et sécurise le réseau.',
      'Polygon 为以太坊提供更快、更便宜的交易扩容方案，MATIC 用于支付手续费和保障网络安全。',
      'Polygon 為以太坊提供更快、更便宜的交易擴容方案，MATIC 用於支付手續費和保障網路安全。',
    ),
  ),
  intro(
    'LTC',
    'https://litecoin.org/',
    null,
    '2011-10-07',
    '84000000',
    tr(
      'Litecoin is one of the oldest coins, a lighter fork of Bitcoin with faster blocks.',
      'Le litecoin est l’une des plus anciennes cryptos, un fork allégé du bitcoin avec des blocs plus rapides.',
      '莱特币是最早的数字货币之一，是比特币的轻量分叉，出块更快。',
      '萊特幣是最早的數位貨幣之一，是比特幣的輕量分叉，出塊更快。',
    ),
  ),
  intro(
    'LINK',
    'https://chain.link/',
    'https://chain.link/whitepaper',
    '2017-09-19',
    '1000000000',
    tr(
      'Chainlink brings real-world data such as prices to smart contracts; LINK pays the oracle operators.',
      'Chainlink apporte des données du monde réel, comme les prix, aux contrats intelligents ; le LINK rémunère les opérateurs d’oracles.',
      'Chainlink 为智能合约提供价格等链下数据，LINK 用于支付预言机节点费用。',
      'Chainlink 為智慧合約提供價格等鏈下資料，LINK 用於支付預言機節點費用。',
    ),
  ),
  intro(
    'AVAX',
    'https://www.avax.network/',
    null,
    '2020-09-21',
    '720000000',
    tr(
      'Avalanche is a fast smart-contract platform; AVAX pays fees and secures its networks by staking.',
      'Avalanche est une plateforme rapide de contrats intelligents ; l’AVAX paie les frais et sécurise ses réseaux par le staking.',
      'Avalanche 是高速智能合约平台，AVAX 用于支付手续费并通过质押保障网络安全。',
      'Avalanche 是高速智慧合約平台，AVAX 用於支付手續費並透過質押保障網路安全。',
    ),
  ),
  intro(
    'ATOM',
    'https://cosmos.network/',
    'https://v1.cosmos.network/resources/whitepaper',
    '2019-03-14',
    '390000000',
    tr(
      'Cosmos is an ecosystem of connected blockchains; ATOM secures the Cosmos Hub and votes on its governance.',
      'Cosmos est un écosystème de blockchains interconnectées ; l’ATOM sécurise le Cosmos Hub et vote sur sa gouvernance.',
      'Cosmos 是互联区块链生态，ATOM 用于保障 Cosmos Hub 安全并参与治理投票。',
      'Cosmos 是互聯區塊鏈生態，ATOM 用於保障 Cosmos Hub 安全並參與治理投票。',
    ),
  ),
  intro(
    'XLM',
    'https://stellar.org/',
    'https://stellar.org/papers/stellar-consensus-protocol',
    '2014-07-31',
    '50001806812',
    tr(
      'Stellar moves money across borders in seconds; XLM pays the tiny network fees.',
      'Stellar transfère de l’argent à l’international en quelques secondes ; le XLM paie les frais minimes du réseau.',
      'Stellar 可在数秒内完成跨境转账，XLM 用于支付极低的网络手续费。',
      'Stellar 可在數秒內完成跨境轉帳，XLM 用於支付極低的網路手續費。',
    ),
  ),
  intro(
    'UNI',
    'https://uniswap.org/',
    'https://uniswap.org/whitepaper-v3.pdf',
    '2020-09-17',
    '1000000000',
    tr(
      'UNI is the governance token of Uniswap, the largest decentralised exchange on Ethereum.',
      'L’UNI est le jeton de gouvernance d’Uniswap, le plus grand échange décentralisé sur Ethereum.',
      'UNI 是以太坊上最大的去中心化交易所 Uniswap 的治理代币。',
      'UNI 是以太坊上最大的去中心化交易所 Uniswap 的治理代幣。',
    ),
  ),
  intro(
    'ETC',
    'https://ethereumclassic.org/',
    null,
    '2016-07-20',
    '210700000',
    tr(
      'Ethereum Classic continues the original Ethereum chain and keeps proof of work.',
      'Ethereum Classic prolonge la chaîne Ethereum d’origine et conserve la preuve de travail.',
      '以太经典延续了以太坊的原始链，并保留工作量证明机制。',
      '以太經典延續了以太坊的原始鏈，並保留工作量證明機制。',
    ),
  ),
  intro(
    'FIL',
    'https://filecoin.io/',
    'https://filecoin.io/filecoin.pdf',
    '2020-10-15',
    '2000000000',
    tr(
      'Filecoin is a decentralised storage network; FIL pays the providers who store data.',
      'Filecoin est un réseau de stockage décentralisé ; le FIL rémunère les fournisseurs qui stockent les données.',
      'Filecoin 是去中心化存储网络，FIL 用于支付存储服务商。',
      'Filecoin 是去中心化儲存網路，FIL 用於支付儲存服務商。',
    ),
  ),
  intro(
    'SHIB',
    'https://shibatoken.com/',
    null,
    '2020-08-01',
    '589000000000000',
    tr(
      'Shiba Inu is a community-driven meme token on Ethereum.',
      'Shiba Inu est un jeton mème porté par sa communauté sur Ethereum.',
      '柴犬币是以太坊上由社区驱动的 Meme 代币。',
      '柴犬幣是以太坊上由社群驅動的 Meme 代幣。',
    ),
  ),
  intro(
    'PEPE',
    'https://www.pepe.vip/',
    null,
    '2023-04-14',
    '420690000000000',
    tr(
      'Pepe is a meme token on Ethereum with no team allocation and no utility beyond its community.',
      'Pepe est un jeton mème sur Ethereum, sans allocation à une équipe ni autre usage que sa communauté.',
      'Pepe 是以太坊上的 Meme 代币，没有团队预留份额，除社区外没有其他用途。',
      'Pepe 是以太坊上的 Meme 代幣，沒有團隊預留份額，除社群外沒有其他用途。',
    ),
  ),
  intro(
    'USDC',
    'https://www.circle.com/usdc',
    null,
    '2018-09-26',
    '33000000000',
    tr(
      'USD Coin is a regulated stablecoin issued by Circle, redeemable one to one for US dollars.',
      'L’USD Coin est un stablecoin réglementé émis par Circle, remboursable un pour un en dollars américains.',
      'USD Coin 是由 Circle 发行的受监管稳定币，可按 1:1 兑换美元。',
      'USD Coin 是由 Circle 發行的受監管穩定幣，可按 1:1 兌換美元。',
    ),
  ),
];

/** Labels of the introduction's fact list, with the separator each language writes after a label. */
export const introLabels = {
  networks: tr('Networks: ', 'Réseaux : ', '支持网络：', '支援網路：'),
  issueDate: tr('Issue date: ', 'Date d’émission : ', '发行日期：', '發行日期：'),
  totalSupply: tr('Total supply: ', 'Offre totale : ', '发行总量：', '發行總量：'),
};
