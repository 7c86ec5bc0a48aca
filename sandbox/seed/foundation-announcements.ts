/**
 * Announcements of the exchange: the same stories in the four languages, newest first by age. The
 * bodies carry a table (1008), a picture (1010), links (1001, 1002) and, in 1005, the hostile
 * pieces of hostile-html.ts.
 */
import { languages, tr, type Localized } from './foundation-l10n.ts';
import { gradientPictureSvg, svgDataUri } from './foundation-svg.ts';
import { withHostileFragment } from './hostile-html.ts';

const feeRows = (head: [string, string, string], maker: string, taker: string) =>
  `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th><th>${head[2]}</th></tr></thead><tbody><tr><td>BTC/USDT</td><td>${maker}</td><td>${taker}</td></tr></tbody></table>`;
const feeTable = tr(
  feeRows(['Market', 'Maker fee', 'Taker fee'], '0%', '0.1%'),
  feeRows(['Marché', 'Frais maker', 'Frais taker'], '0 %', '0,1 %'),
  feeRows(['市场', '挂单费率', '吃单费率'], '0%', '0.1%'),
  feeRows(['市場', '掛單費率', '吃單費率'], '0%', '0.1%'),
);

const listingPicture = (alt: string) =>
  `<p><img src="${svgDataUri(gradientPictureSvg(600, 200, 95, 'PEPE/USDT'))}" alt="${alt}" width="600" height="200"></p>`;
const listingPictures = tr(
  listingPicture('PEPE/USDT is listed'),
  listingPicture('PEPE/USDT est coté'),
  listingPicture('PEPE/USDT 上线'),
  listingPicture('PEPE/USDT 上線'),
);

/** Each language's body followed by `add` in that language. */
const followedBy = (body: Localized, add: Localized): Localized =>
  Object.fromEntries(languages.map((l) => [l, body[l] + add[l]])) as Localized;

export const announcementTypes = ['listing', 'maintenance', 'activity', 'security', 'general'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

export interface SeedAnnouncement {
  Id: number;
  IsHot: boolean;
  Type: AnnouncementType;
  /** How long ago it was published, in days. */
  ageDays: number;
  title: Localized;
  content: Localized;
}

export const seedAnnouncements: SeedAnnouncement[] = [
  {
    Id: 1011,
    IsHot: true,
    Type: 'maintenance',
    ageDays: 1,
    title: tr(
      'Scheduled wallet maintenance for the TRON (TRC20) network',
      'Maintenance programmée des portefeuilles du réseau TRON (TRC20)',
      'TRON（TRC20）网络钱包计划维护公告',
      'TRON（TRC20）網路錢包計劃維護公告',
    ),
    content: tr(
      '<p>To upgrade our TRON node, deposits and withdrawals on the <strong>TRC20</strong> network will be paused for about two hours.</p><ul><li>Trading is not affected.</li><li>USDT on ERC20 and BEP20 stays available.</li></ul><p>Thank you for your patience.</p>',
      '<p>Afin de mettre à jour notre nœud TRON, les dépôts et retraits sur le réseau <strong>TRC20</strong> seront suspendus pendant environ deux heures.</p><ul><li>Le trading n’est pas concerné.</li><li>L’USDT sur ERC20 et BEP20 reste disponible.</li></ul><p>Merci de votre patience.</p>',
      '<p>为升级 TRON 节点，<strong>TRC20</strong> 网络的充值和提现将暂停约两小时。</p><ul><li>交易不受影响。</li><li>ERC20 与 BEP20 网络的 USDT 仍可正常使用。</li></ul><p>感谢您的耐心等待。</p>',
      '<p>為升級 TRON 節點，<strong>TRC20</strong> 網路的充值和提現將暫停約兩小時。</p><ul><li>交易不受影響。</li><li>ERC20 與 BEP20 網路的 USDT 仍可正常使用。</li></ul><p>感謝您的耐心等待。</p>',
    ),
  },
  {
    Id: 1010,
    IsHot: true,
    Type: 'listing',
    ageDays: 4,
    title: tr(
      'New listing: PEPE/USDT spot trading opens',
      'Nouvelle cotation : ouverture du trading spot PEPE/USDT',
      '新币上线：PEPE/USDT 现货交易开启',
      '新幣上線：PEPE/USDT 現貨交易開啟',
    ),
    content: followedBy(
      tr(
        '<h2>PEPE is now listed</h2><p>Deposits of PEPE (ERC20) are open. Spot trading of <strong>PEPE/USDT</strong> starts today at 10:00 UTC.</p><p>Meme coins are highly volatile: only trade what you can afford to lose.</p>',
        '<h2>PEPE est désormais coté</h2><p>Les dépôts de PEPE (ERC20) sont ouverts. Le trading spot de <strong>PEPE/USDT</strong> commence aujourd’hui à 10 h 00 UTC.</p><p>Les meme coins sont très volatils : n’investissez que ce que vous pouvez vous permettre de perdre.</p>',
        '<h2>PEPE 已上线</h2><p>PEPE（ERC20）充值已开放，<strong>PEPE/USDT</strong> 现货交易将于今日 UTC 10:00 开启。</p><p>Meme 币波动极大，请仅投入您能承受损失的资金。</p>',
        '<h2>PEPE 已上線</h2><p>PEPE（ERC20）充值已開放，<strong>PEPE/USDT</strong> 現貨交易將於今日 UTC 10:00 開啟。</p><p>Meme 幣波動極大，請僅投入您能承受損失的資金。</p>',
      ),
      listingPictures,
    ),
  },
  {
    Id: 1009,
    IsHot: false,
    Type: 'general',
    ageDays: 8,
    title: tr(
      'Naira bank deposits now settle in minutes',
      'Les dépôts bancaires en naira sont crédités en quelques minutes',
      '奈拉银行充值现已分钟级到账',
      '奈拉銀行充值現已分鐘級到帳',
    ),
    content: tr(
      '<p>Deposits in <strong>NGN</strong> through our payment partners are now credited within minutes on working days.</p><ul><li>Minimum deposit: 5,000 NGN.</li><li>No fee on deposits above 50,000 NGN.</li></ul>',
      '<p>Les dépôts en <strong>NGN</strong> via nos partenaires de paiement sont désormais crédités en quelques minutes les jours ouvrés.</p><ul><li>Dépôt minimum : 5 000 NGN.</li><li>Aucun frais au-delà de 50 000 NGN.</li></ul>',
      '<p>通过支付合作伙伴进行的 <strong>NGN</strong> 充值，工作日内现可在几分钟内到账。</p><ul><li>最低充值：5,000 NGN。</li><li>单笔超过 50,000 NGN 免手续费。</li></ul>',
      '<p>透過支付合作夥伴進行的 <strong>NGN</strong> 充值，工作日內現可在幾分鐘內到帳。</p><ul><li>最低充值：5,000 NGN。</li><li>單筆超過 50,000 NGN 免手續費。</li></ul>',
    ),
  },
  {
    Id: 1008,
    IsHot: true,
    Type: 'activity',
    ageDays: 12,
    title: tr(
      'Fee holiday: zero maker fees on BTC/USDT',
      'Frais offerts : zéro frais maker sur BTC/USDT',
      '手续费优惠：BTC/USDT 挂单零手续费',
      '手續費優惠：BTC/USDT 掛單零手續費',
    ),
    content: followedBy(
      tr(
        '<p>For the next 30 days, maker orders on <strong>BTC/USDT</strong> pay no trading fee.</p><p>Taker fees stay at 0.1%. The offer applies to every verified account automatically.</p>',
        '<p>Pendant les 30 prochains jours, les ordres maker sur <strong>BTC/USDT</strong> ne paient aucun frais.</p><p>Les frais taker restent à 0,1 %. L’offre s’applique automatiquement à tout compte vérifié.</p>',
        '<p>未来 30 天内，<strong>BTC/USDT</strong> 挂单（Maker）交易免收手续费。</p><p>吃单（Taker）费率仍为 0.1%。所有已认证账户自动享受此优惠。</p>',
        '<p>未來 30 天內，<strong>BTC/USDT</strong> 掛單（Maker）交易免收手續費。</p><p>吃單（Taker）費率仍為 0.1%。所有已認證帳戶自動享受此優惠。</p>',
      ),
      feeTable,
    ),
  },
  {
    Id: 1007,
    IsHot: false,
    Type: 'security',
    ageDays: 17,
    title: tr(
      'A simpler way to bind Google Authenticator',
      'Une façon plus simple de lier Google Authenticator',
      'Google 验证器绑定流程升级',
      'Google 驗證器綁定流程升級',
    ),
    content: tr(
      '<p>Binding Google Authenticator now takes three steps: scan the QR code, enter the six-digit code, confirm with your PIN.</p><p>We strongly recommend two-factor authentication for every account.</p>',
      '<p>Lier Google Authenticator se fait désormais en trois étapes : scanner le QR code, saisir le code à six chiffres, confirmer avec votre PIN.</p><p>Nous recommandons vivement la double authentification pour chaque compte.</p>',
      '<p>绑定 Google 验证器现只需三步：扫描二维码、输入六位验证码、使用 PIN 确认。</p><p>我们强烈建议所有账户开启双重验证。</p>',
      '<p>綁定 Google 驗證器現只需三步：掃描 QR 碼、輸入六位驗證碼、使用 PIN 確認。</p><p>我們強烈建議所有帳戶開啟雙重驗證。</p>',
    ),
  },
  {
    Id: 1006,
    IsHot: false,
    Type: 'maintenance',
    ageDays: 23,
    title: tr(
      'Ethereum network upgrade: short pause of ERC20 transfers',
      'Mise à niveau du réseau Ethereum : courte pause des transferts ERC20',
      '以太坊网络升级：ERC20 充提短暂暂停',
      '以太坊網路升級：ERC20 充提短暫暫停',
    ),
    content: tr(
      '<p>We support the coming Ethereum network upgrade. Deposits and withdrawals of ETH and ERC20 tokens will pause around the upgrade block and resume once the network is stable.</p><p>No action is needed from you.</p>',
      '<p>Nous prenons en charge la prochaine mise à niveau du réseau Ethereum. Les dépôts et retraits d’ETH et de jetons ERC20 seront suspendus autour du bloc de mise à niveau, puis rétablis dès que le réseau sera stable.</p><p>Aucune action n’est requise de votre part.</p>',
      '<p>我们将支持即将到来的以太坊网络升级。升级区块前后将暂停 ETH 及 ERC20 代币的充值和提现，网络稳定后恢复。</p><p>您无需进行任何操作。</p>',
      '<p>我們將支援即將到來的以太坊網路升級。升級區塊前後將暫停 ETH 及 ERC20 代幣的充值和提現，網路穩定後恢復。</p><p>您無需進行任何操作。</p>',
    ),
  },
  {
    Id: 1005,
    IsHot: false,
    Type: 'general',
    ageDays: 29,
    title: tr(
      'API rate limits updated',
      'Mise à jour des limites de l’API',
      'API 访问频率限制调整',
      'API 存取頻率限制調整',
    ),
    content: withHostileFragment(
      tr(
        '<p>From next Monday, private API endpoints accept up to <strong>20 requests per second</strong> per key.</p><ul><li>Public market data: 50 requests per second per IP.</li><li>Order endpoints: 10 requests per second per key.</li></ul>',
        '<p>À partir de lundi prochain, les points d’accès privés de l’API acceptent jusqu’à <strong>20 requêtes par seconde</strong> par clé.</p><ul><li>Données de marché publiques : 50 requêtes par seconde par IP.</li><li>Ordres : 10 requêtes par seconde par clé.</li></ul>',
        '<p>自下周一起，私有 API 接口每个密钥最多支持<strong>每秒 20 次请求</strong>。</p><ul><li>公共行情数据：每个 IP 每秒 50 次。</li><li>下单接口：每个密钥每秒 10 次。</li></ul>',
        '<p>自下週一起，私有 API 介面每個金鑰最多支援<strong>每秒 20 次請求</strong>。</p><ul><li>公共行情資料：每個 IP 每秒 50 次。</li><li>下單介面：每個金鑰每秒 10 次。</li></ul>',
      ),
    ),
  },
  {
    Id: 1004,
    IsHot: false,
    Type: 'general',
    ageDays: 36,
    title: tr(
      'Flash Exchange: swap coins in one click',
      'Échange éclair : convertissez vos cryptos en un clic',
      '闪兑上线：一键兑换币种',
      '閃兌上線：一鍵兌換幣種',
    ),
    content: tr(
      '<p>Flash Exchange lets you swap between USDT, BTC, ETH and 10 more coins at a quoted price, without placing an order.</p><p>Find it under <strong>Trade &gt; Flash Exchange</strong>.</p>',
      '<p>L’échange éclair vous permet de convertir USDT, BTC, ETH et 10 autres cryptos à un prix garanti, sans passer d’ordre.</p><p>Retrouvez-le dans <strong>Trader &gt; Échange éclair</strong>.</p>',
      '<p>闪兑支持 USDT、BTC、ETH 等 13 个币种按报价即时兑换，无需挂单。</p><p>入口：<strong>交易 &gt; 闪兑</strong>。</p>',
      '<p>閃兌支援 USDT、BTC、ETH 等 13 個幣種按報價即時兌換，無需掛單。</p><p>入口：<strong>交易 &gt; 閃兌</strong>。</p>',
    ),
  },
  {
    Id: 1003,
    IsHot: false,
    Type: 'security',
    ageDays: 44,
    title: tr(
      'Beware of phishing sites and fake support agents',
      'Attention aux sites d’hameçonnage et aux faux agents du support',
      '谨防钓鱼网站和假冒客服',
      '謹防釣魚網站和假冒客服',
    ),
    content: tr(
      '<p>Our staff will <strong>never</strong> ask for your password, PIN or verification codes.</p><ul><li>Always check the address bar before signing in.</li><li>Report suspicious messages to our support team.</li></ul>',
      '<p>Notre équipe ne vous demandera <strong>jamais</strong> votre mot de passe, votre PIN ou vos codes de vérification.</p><ul><li>Vérifiez toujours la barre d’adresse avant de vous connecter.</li><li>Signalez tout message suspect à notre support.</li></ul>',
      '<p>我们的工作人员<strong>绝不会</strong>索要您的密码、PIN 或验证码。</p><ul><li>登录前请务必核对浏览器地址栏。</li><li>如收到可疑信息，请向客服举报。</li></ul>',
      '<p>我們的工作人員<strong>絕不會</strong>索取您的密碼、PIN 或驗證碼。</p><ul><li>登入前請務必核對瀏覽器網址列。</li><li>如收到可疑訊息，請向客服檢舉。</li></ul>',
    ),
  },
  {
    Id: 1002,
    IsHot: false,
    Type: 'general',
    ageDays: 51,
    title: tr(
      'Updated Terms of Use and Privacy Policy',
      'Mise à jour des conditions d’utilisation et de la politique de confidentialité',
      '用户协议与隐私政策更新',
      '使用者協議與隱私政策更新',
    ),
    content: tr(
      '<p>We have updated our <a href="/service?type=terms">Terms of Use</a> and <a href="/service?type=privacy">Privacy Policy</a>. The changes take effect in 14 days.</p><p>Continuing to use the platform means you accept the new terms.</p>',
      '<p>Nous avons mis à jour nos <a href="/service?type=terms">conditions d’utilisation</a> et notre <a href="/service?type=privacy">politique de confidentialité</a>. Les changements prennent effet dans 14 jours.</p><p>Continuer à utiliser la plateforme vaut acceptation des nouvelles conditions.</p>',
      '<p>我们更新了<a href="/service?type=terms">用户协议</a>和<a href="/service?type=privacy">隐私政策</a>，变更将于 14 天后生效。</p><p>继续使用本平台即表示您接受新条款。</p>',
      '<p>我們更新了<a href="/service?type=terms">使用者協議</a>和<a href="/service?type=privacy">隱私政策</a>，變更將於 14 天後生效。</p><p>繼續使用本平台即表示您接受新條款。</p>',
    ),
  },
  {
    Id: 1001,
    IsHot: false,
    Type: 'general',
    ageDays: 58,
    title: tr(
      'Mobile app 3.8 is out, with dark mode',
      'L’application mobile 3.8 est disponible, avec le mode sombre',
      '移动端 App 3.8 发布，支持深色模式',
      '行動端 App 3.8 發布，支援深色模式',
    ),
    content: tr(
      '<h2>What is new</h2><ul><li>Dark mode across every screen.</li><li>Faster price charts.</li><li>Sign in on the web by scanning a QR code.</li></ul><p>Get it from the <a href="/download">download page</a>.</p>',
      '<h2>Nouveautés</h2><ul><li>Mode sombre sur tous les écrans.</li><li>Graphiques de prix plus rapides.</li><li>Connexion au site web en scannant un QR code.</li></ul><p>Téléchargez-la depuis la <a href="/download">page de téléchargement</a>.</p>',
      '<h2>新功能</h2><ul><li>全部页面支持深色模式。</li><li>行情图表加载更快。</li><li>扫描二维码即可登录网页端。</li></ul><p>前往<a href="/download">下载页面</a>获取。</p>',
      '<h2>新功能</h2><ul><li>全部頁面支援深色模式。</li><li>行情圖表載入更快。</li><li>掃描 QR 碼即可登入網頁端。</li></ul><p>前往<a href="/download">下載頁面</a>取得。</p>',
    ),
  },
];
