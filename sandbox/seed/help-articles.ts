/**
 * The help centre: categories and articles in the four languages (videos: help-videos.ts).
 * One article, "Security tips" (1401), carries the hostile pieces of hostile-html.ts on purpose,
 * so that the front end's HTML sanitising can be tested against it.
 */
import { tr, type Localized } from './foundation-l10n.ts';
import { withHostileFragment } from './hostile-html.ts';

export interface SeedHelpCategory {
  Id: number;
  /** Glyph and hue of the category icon. */
  glyph: string;
  hue: number;
  name: Localized;
}

export interface SeedHelpArticle {
  Id: number;
  CategoryId: number;
  ageDays: number;
  /** Readers so far: the help home lists the most read. */
  reads: number;
  title: Localized;
  content: Localized;
}

export const seedHelpCategories: SeedHelpCategory[] = [
  {
    Id: 11,
    glyph: 'ID',
    hue: 210,
    name: tr('Account and verification', 'Compte et vérification', '账户与认证', '帳戶與認證'),
  },
  {
    Id: 12,
    glyph: '⇅',
    hue: 150,
    name: tr('Deposits and withdrawals', 'Dépôts et retraits', '充值与提现', '充值與提現'),
  },
  { Id: 13, glyph: '↗', hue: 30, name: tr('Trading', 'Trading', '交易', '交易') },
  { Id: 14, glyph: '✓', hue: 0, name: tr('Security', 'Sécurité', '安全', '安全') },
];

/** The article whose body holds the hostile pieces (hostile-html.ts). */
export const hostileHelpArticleId = 1401;

export const seedHelpArticles: SeedHelpArticle[] = [
  {
    Id: 1101,
    CategoryId: 11,
    ageDays: 50,
    reads: 2400,
    title: tr('How to create an account', 'Comment créer un compte', '如何注册账户', '如何註冊帳戶'),
    content: tr(
      '<p>You can register with a phone number or an email address.</p><ul><li>Open <a href="/user/register">Register</a>.</li><li>Enter your phone number or email and a password of at least 8 characters.</li><li>Type the verification code we send you.</li></ul>',
      '<p>Vous pouvez vous inscrire avec un numéro de téléphone ou une adresse e-mail.</p><ul><li>Ouvrez <a href="/user/register">Inscription</a>.</li><li>Saisissez votre numéro ou votre e-mail et un mot de passe d’au moins 8 caractères.</li><li>Entrez le code de vérification que nous vous envoyons.</li></ul>',
      '<p>您可以使用手机号或邮箱注册。</p><ul><li>打开<a href="/user/register">注册</a>页面。</li><li>输入手机号或邮箱，并设置至少 8 位的密码。</li><li>输入我们发送给您的验证码。</li></ul>',
      '<p>您可以使用手機號碼或電子郵件註冊。</p><ul><li>開啟<a href="/user/register">註冊</a>頁面。</li><li>輸入手機號碼或電子郵件，並設定至少 8 位的密碼。</li><li>輸入我們寄送給您的驗證碼。</li></ul>',
    ),
  },
  {
    Id: 1102,
    CategoryId: 11,
    ageDays: 42,
    reads: 3100,
    title: tr('How to verify your identity', 'Comment vérifier votre identité', '如何完成身份认证', '如何完成身分認證'),
    content: tr(
      '<p>Identity verification raises your daily withdrawal limit.</p><h2>What you need</h2><ul><li>A passport, national ID card or driving licence.</li><li>A well-lit selfie.</li></ul><p>Start from <a href="/account/verifiy">Verification</a>. Most checks finish within 24 hours.</p>',
      '<p>La vérification d’identité relève votre limite de retrait quotidienne.</p><h2>Ce qu’il vous faut</h2><ul><li>Un passeport, une carte d’identité ou un permis de conduire.</li><li>Un selfie bien éclairé.</li></ul><p>Commencez depuis <a href="/account/verifiy">Vérification</a>. La plupart des contrôles se terminent en 24 heures.</p>',
      '<p>完成身份认证可提高每日提现额度。</p><h2>所需材料</h2><ul><li>护照、身份证或驾驶证。</li><li>一张光线充足的自拍照。</li></ul><p>请从<a href="/account/verifiy">身份认证</a>页面开始，大多数审核在 24 小时内完成。</p>',
      '<p>完成身分認證可提高每日提現額度。</p><h2>所需資料</h2><ul><li>護照、身分證或駕照。</li><li>一張光線充足的自拍照。</li></ul><p>請從<a href="/account/verifiy">身分認證</a>頁面開始，大多數審核在 24 小時內完成。</p>',
    ),
  },
  {
    Id: 1103,
    CategoryId: 11,
    ageDays: 33,
    reads: 870,
    title: tr('How to reset your password', 'Comment réinitialiser votre mot de passe', '如何重置密码', '如何重設密碼'),
    content: tr(
      '<p>Open <a href="/user/findPwd">Forgot password</a>, enter your phone number or email and the code we send, then choose a new password.</p><p>For your safety, withdrawals are paused for <strong>24 hours</strong> after a password change.</p>',
      '<p>Ouvrez <a href="/user/findPwd">Mot de passe oublié</a>, saisissez votre numéro ou votre e-mail et le code reçu, puis choisissez un nouveau mot de passe.</p><p>Pour votre sécurité, les retraits sont suspendus <strong>24 heures</strong> après un changement de mot de passe.</p>',
      '<p>打开<a href="/user/findPwd">忘记密码</a>，输入手机号或邮箱及收到的验证码，然后设置新密码。</p><p>为保障安全，修改密码后 <strong>24 小时</strong>内暂停提现。</p>',
      '<p>開啟<a href="/user/findPwd">忘記密碼</a>，輸入手機號碼或電子郵件及收到的驗證碼，然後設定新密碼。</p><p>為保障安全，修改密碼後 <strong>24 小時</strong>內暫停提現。</p>',
    ),
  },
  {
    Id: 1201,
    CategoryId: 12,
    ageDays: 48,
    reads: 2950,
    title: tr('How to deposit crypto', 'Comment déposer des cryptos', '如何充值数字货币', '如何充值數位貨幣'),
    content: tr(
      '<ul><li>Go to <a href="/assets/recharge">Deposit</a> and pick the coin.</li><li>Choose the network, for example TRC20 for USDT.</li><li>Send the coins to the address shown. Add the memo when the network asks for one.</li></ul><p><strong>Sending on the wrong network can lose your coins.</strong></p>',
      '<ul><li>Allez dans <a href="/assets/recharge">Dépôt</a> et choisissez la crypto.</li><li>Choisissez le réseau, par exemple TRC20 pour l’USDT.</li><li>Envoyez les fonds à l’adresse affichée. Ajoutez le mémo si le réseau en demande un.</li></ul><p><strong>Un envoi sur le mauvais réseau peut faire perdre vos fonds.</strong></p>',
      '<ul><li>进入<a href="/assets/recharge">充值</a>页面并选择币种。</li><li>选择网络，例如 USDT 选择 TRC20。</li><li>将币转入页面显示的地址。网络要求时请填写备注（Memo）。</li></ul><p><strong>选错网络可能导致资产丢失。</strong></p>',
      '<ul><li>進入<a href="/assets/recharge">充值</a>頁面並選擇幣種。</li><li>選擇網路，例如 USDT 選擇 TRC20。</li><li>將幣轉入頁面顯示的地址。網路要求時請填寫備註（Memo）。</li></ul><p><strong>選錯網路可能導致資產遺失。</strong></p>',
    ),
  },
  {
    Id: 1202,
    CategoryId: 12,
    ageDays: 40,
    reads: 1980,
    title: tr('How to withdraw crypto', 'Comment retirer des cryptos', '如何提现数字货币', '如何提現數位貨幣'),
    content: tr(
      '<p>Open <a href="/assets/withdraw">Withdraw</a>, choose the coin and the network, then enter the address and the amount.</p><ul><li>The network fee is shown before you confirm.</li><li>You confirm with your security PIN and a verification code.</li></ul>',
      '<p>Ouvrez <a href="/assets/withdraw">Retrait</a>, choisissez la crypto et le réseau, puis saisissez l’adresse et le montant.</p><ul><li>Les frais de réseau s’affichent avant la confirmation.</li><li>Vous confirmez avec votre PIN de sécurité et un code de vérification.</li></ul>',
      '<p>打开<a href="/assets/withdraw">提现</a>页面，选择币种和网络，然后输入地址和数量。</p><ul><li>确认前会显示网络手续费。</li><li>需使用安全 PIN 和验证码确认。</li></ul>',
      '<p>開啟<a href="/assets/withdraw">提現</a>頁面，選擇幣種和網路，然後輸入地址和數量。</p><ul><li>確認前會顯示網路手續費。</li><li>需使用安全 PIN 和驗證碼確認。</li></ul>',
    ),
  },
  {
    Id: 1203,
    CategoryId: 12,
    ageDays: 21,
    reads: 640,
    title: tr(
      'Why has my deposit not arrived?',
      'Pourquoi mon dépôt n’est-il pas arrivé ?',
      '充值为什么还没到账？',
      '充值為什麼還沒到帳？',
    ),
    content: tr(
      '<p>A deposit is credited after the network confirms it enough times.</p><ul><li>Check the transaction on a block explorer.</li><li>Make sure you used the right network and memo.</li><li>Still missing after an hour? Contact support with the transaction hash.</li></ul>',
      '<p>Un dépôt est crédité une fois que le réseau l’a suffisamment confirmé.</p><ul><li>Vérifiez la transaction sur un explorateur de blocs.</li><li>Assurez-vous d’avoir utilisé le bon réseau et le bon mémo.</li><li>Toujours rien après une heure ? Contactez le support avec le hash de la transaction.</li></ul>',
      '<p>充值在网络确认次数足够后才会到账。</p><ul><li>在区块浏览器上查看交易状态。</li><li>确认使用了正确的网络和备注。</li><li>一小时后仍未到账？请携带交易哈希联系客服。</li></ul>',
      '<p>充值在網路確認次數足夠後才會到帳。</p><ul><li>在區塊瀏覽器上查看交易狀態。</li><li>確認使用了正確的網路和備註。</li><li>一小時後仍未到帳？請攜帶交易雜湊聯繫客服。</li></ul>',
    ),
  },
  {
    Id: 1301,
    CategoryId: 13,
    ageDays: 45,
    reads: 1520,
    title: tr('How to place a spot order', 'Comment passer un ordre spot', '如何下现货订单', '如何下現貨訂單'),
    content: tr(
      '<h2>Limit or market</h2><ul><li>A <strong>limit</strong> order waits until the price reaches yours.</li><li>A <strong>market</strong> order fills at once at the best available price.</li></ul><p>Follow your orders under <a href="/tradingOrder">Trading orders</a>.</p>',
      '<h2>Limite ou marché</h2><ul><li>Un ordre <strong>limite</strong> attend que le prix atteigne le vôtre.</li><li>Un ordre <strong>au marché</strong> s’exécute aussitôt au meilleur prix disponible.</li></ul><p>Suivez vos ordres dans <a href="/tradingOrder">Ordres de trading</a>.</p>',
      '<h2>限价单与市价单</h2><ul><li><strong>限价单</strong>会等待价格达到您设定的价格。</li><li><strong>市价单</strong>会按当前最优价格立即成交。</li></ul><p>可在<a href="/tradingOrder">交易订单</a>中查看订单。</p>',
      '<h2>限價單與市價單</h2><ul><li><strong>限價單</strong>會等待價格達到您設定的價格。</li><li><strong>市價單</strong>會按當前最優價格立即成交。</li></ul><p>可在<a href="/tradingOrder">交易訂單</a>中查看訂單。</p>',
    ),
  },
  {
    Id: 1302,
    CategoryId: 13,
    ageDays: 27,
    reads: 410,
    title: tr(
      'Maker and taker fees explained',
      'Les frais maker et taker expliqués',
      'Maker 与 Taker 手续费说明',
      'Maker 與 Taker 手續費說明',
    ),
    content: tr(
      '<p>A <strong>maker</strong> adds an order to the order book; a <strong>taker</strong> fills an order already there.</p><p>See the current rates in the <a href="/service?type=fees">fee schedule</a>.</p>',
      '<p>Un <strong>maker</strong> ajoute un ordre au carnet ; un <strong>taker</strong> exécute un ordre déjà présent.</p><p>Consultez les taux en vigueur dans la <a href="/service?type=fees">grille tarifaire</a>.</p>',
      '<p><strong>Maker</strong> 是向订单簿挂入新订单的一方，<strong>Taker</strong> 是与已有订单成交的一方。</p><p>当前费率请查看<a href="/service?type=fees">费率标准</a>。</p>',
      '<p><strong>Maker</strong> 是向訂單簿掛入新訂單的一方，<strong>Taker</strong> 是與既有訂單成交的一方。</p><p>目前費率請查看<a href="/service?type=fees">費率標準</a>。</p>',
    ),
  },
  {
    Id: 1303,
    CategoryId: 13,
    ageDays: 14,
    reads: 760,
    title: tr('How to use Flash Exchange', 'Comment utiliser l’échange éclair', '如何使用闪兑', '如何使用閃兌'),
    content: tr(
      '<ul><li>Open <a href="/flashPair">Flash Exchange</a>.</li><li>Choose the coin you pay with and the coin you receive.</li><li>Accept the quote within 10 seconds.</li></ul><p>The quote already includes the fee.</p>',
      '<ul><li>Ouvrez <a href="/flashPair">Échange éclair</a>.</li><li>Choisissez la crypto que vous payez et celle que vous recevez.</li><li>Acceptez le prix proposé dans les 10 secondes.</li></ul><p>Le prix proposé inclut déjà les frais.</p>',
      '<ul><li>打开<a href="/flashPair">闪兑</a>。</li><li>选择支付币种和获得币种。</li><li>在 10 秒内接受报价。</li></ul><p>报价已包含手续费。</p>',
      '<ul><li>開啟<a href="/flashPair">閃兌</a>。</li><li>選擇支付幣種和獲得幣種。</li><li>在 10 秒內接受報價。</li></ul><p>報價已包含手續費。</p>',
    ),
  },
  {
    Id: hostileHelpArticleId,
    CategoryId: 14,
    ageDays: 7,
    reads: 1250,
    title: tr('Security tips', 'Conseils de sécurité', '安全提示', '安全提示'),
    content: withHostileFragment(
      tr(
        '<p>Keep your account safe with a few habits.</p><ul><li>Use a password you use nowhere else.</li><li>Turn on Google Authenticator.</li><li>Never share verification codes, not even with our staff.</li></ul>',
        '<p>Protégez votre compte grâce à quelques bonnes habitudes.</p><ul><li>Utilisez un mot de passe unique.</li><li>Activez Google Authenticator.</li><li>Ne communiquez jamais vos codes de vérification, pas même à notre équipe.</li></ul>',
        '<p>养成以下习惯，保护账户安全。</p><ul><li>使用在其他地方未使用过的密码。</li><li>开启 Google 验证器。</li><li>切勿向任何人（包括我们的工作人员）透露验证码。</li></ul>',
        '<p>養成以下習慣，保護帳戶安全。</p><ul><li>使用在其他地方未使用過的密碼。</li><li>開啟 Google 驗證器。</li><li>切勿向任何人（包括我們的工作人員）透露驗證碼。</li></ul>',
      ),
    ),
  },
  {
    Id: 1402,
    CategoryId: 14,
    ageDays: 30,
    reads: 1780,
    title: tr(
      'How to enable Google Authenticator',
      'Comment activer Google Authenticator',
      '如何开启 Google 验证器',
      '如何開啟 Google 驗證器',
    ),
    content: tr(
      '<ul><li>Install Google Authenticator on your phone.</li><li>Open <a href="/account/google">Google Authenticator</a> in your account and scan the QR code.</li><li>Enter the six-digit code and your PIN.</li></ul><p><strong>Write down the backup key</strong>: it restores the codes on a new phone.</p>',
      '<ul><li>Installez Google Authenticator sur votre téléphone.</li><li>Ouvrez <a href="/account/google">Google Authenticator</a> dans votre compte et scannez le QR code.</li><li>Saisissez le code à six chiffres et votre PIN.</li></ul><p><strong>Notez la clé de secours</strong> : elle restaure les codes sur un nouveau téléphone.</p>',
      '<ul><li>在手机上安装 Google 验证器。</li><li>在账户中打开 <a href="/account/google">Google 验证器</a>并扫描二维码。</li><li>输入六位验证码和 PIN。</li></ul><p><strong>请抄写备份密钥</strong>：更换手机时可用它恢复验证码。</p>',
      '<ul><li>在手機上安裝 Google 驗證器。</li><li>在帳戶中開啟 <a href="/account/google">Google 驗證器</a>並掃描 QR 碼。</li><li>輸入六位驗證碼和 PIN。</li></ul><p><strong>請抄寫備份金鑰</strong>：更換手機時可用它恢復驗證碼。</p>',
    ),
  },
  {
    Id: 1403,
    CategoryId: 14,
    ageDays: 36,
    reads: 1340,
    title: tr(
      'How to set your security PIN',
      'Comment définir votre PIN de sécurité',
      '如何设置安全 PIN',
      '如何設定安全 PIN',
    ),
    content: tr(
      '<p>The security PIN is six digits. You enter it to confirm withdrawals and changes to your security settings.</p><p>Set it in <a href="/account/setting">Settings</a>. Choose digits that are not your birthday.</p>',
      '<p>Le PIN de sécurité compte six chiffres. Vous le saisissez pour confirmer les retraits et les changements de vos réglages de sécurité.</p><p>Définissez-le dans <a href="/account/setting">Paramètres</a>. Évitez votre date de naissance.</p>',
      '<p>安全 PIN 为六位数字，用于确认提现和修改安全设置。</p><p>请在<a href="/account/setting">设置</a>中设置，请勿使用生日。</p>',
      '<p>安全 PIN 為六位數字，用於確認提現和修改安全設定。</p><p>請在<a href="/account/setting">設定</a>中設定，請勿使用生日。</p>',
    ),
  },
];
