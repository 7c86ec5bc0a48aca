/**
 * One deposit guide per popular coin in "Deposits and withdrawals", so that the category has more
 * articles than a page of the list shows. Each body has steps, a table of the coin's networks and
 * a link to the deposit page, in the four languages.
 */
import { tr } from './foundation-l10n.ts';
import type { SeedHelpArticle } from './help-articles.ts';

interface Guide {
  code: string;
  networks: { name: string; memo: boolean }[];
}

const guides: Guide[] = [
  { code: 'BTC', networks: [{ name: 'Bitcoin', memo: false }] },
  { code: 'ETH', networks: [{ name: 'ERC20', memo: false }] },
  {
    code: 'USDT',
    networks: [
      { name: 'TRC20', memo: false },
      { name: 'ERC20', memo: false },
      { name: 'BEP20', memo: false },
    ],
  },
  { code: 'TRX', networks: [{ name: 'TRC20', memo: false }] },
  { code: 'BNB', networks: [{ name: 'BEP20', memo: false }] },
  { code: 'SOL', networks: [{ name: 'Solana', memo: false }] },
  { code: 'XRP', networks: [{ name: 'XRP Ledger', memo: true }] },
  { code: 'DOGE', networks: [{ name: 'Dogecoin', memo: false }] },
];

const yesNo = { en: ['Yes', 'No'], fr: ['Oui', 'Non'], 'zh-CN': ['是', '否'], 'zh-Hant': ['是', '否'] } as const;
const heads = {
  en: ['Network', 'Memo or tag'],
  fr: ['Réseau', 'Mémo ou tag'],
  'zh-CN': ['网络', '备注（Memo/Tag）'],
  'zh-Hant': ['網路', '備註（Memo/Tag）'],
} as const;

function table(guide: Guide, language: keyof typeof heads): string {
  const [network, memo] = heads[language];
  const rows = guide.networks
    .map((n) => `<tr><td>${n.name}</td><td>${yesNo[language][n.memo ? 0 : 1]}</td></tr>`)
    .join('');
  return `<table><thead><tr><th>${network}</th><th>${memo}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

export const depositGuideArticles: SeedHelpArticle[] = guides.map((guide, index) => {
  const { code } = guide;
  return {
    Id: 1204 + index,
    CategoryId: 12,
    ageDays: 60 + index * 3,
    reads: 900 - index * 70,
    title: tr(`How to deposit ${code}`, `Comment déposer des ${code}`, `如何充值 ${code}`, `如何充值 ${code}`),
    content: tr(
      `<p>Open <a href="/assets/recharge">Deposit</a>, choose ${code} and the network you send from, then copy the address.</p>${table(guide, 'en')}<p>Send only ${code} to this address: other coins are lost.</p>`,
      `<p>Ouvrez <a href="/assets/recharge">Dépôt</a>, choisissez ${code} et le réseau depuis lequel vous envoyez, puis copiez l’adresse.</p>${table(guide, 'fr')}<p>N’envoyez que des ${code} à cette adresse : toute autre crypto serait perdue.</p>`,
      `<p>打开<a href="/assets/recharge">充值</a>，选择 ${code} 和转出所用的网络，然后复制地址。</p>${table(guide, 'zh-CN')}<p>该地址仅接收 ${code}，转入其他币种将无法找回。</p>`,
      `<p>開啟<a href="/assets/recharge">充值</a>，選擇 ${code} 和轉出所用的網路，然後複製地址。</p>${table(guide, 'zh-Hant')}<p>該地址僅接收 ${code}，轉入其他幣種將無法找回。</p>`,
    ),
  };
});
