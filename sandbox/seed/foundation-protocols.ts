/**
 * The exchange's legal documents (terms, privacy, risk, AML, fees) in the four languages; the fee
 * schedule (5) carries the hostile pieces of hostile-html.ts.
 */
import { tr, type Localized } from './foundation-l10n.ts';
import { withHostileFragment } from './hostile-html.ts';

export const protocolTypes = ['terms', 'privacy', 'risk', 'aml', 'fees'] as const;
export type ProtocolType = (typeof protocolTypes)[number];

export interface SeedProtocol {
  Id: number;
  Type: ProtocolType;
  /** Days since the current version took effect. */
  ageDays: number;
  title: Localized;
  content: Localized;
}

export const seedProtocols: SeedProtocol[] = [
  {
    Id: 1,
    Type: 'terms',
    ageDays: 37,
    title: tr('Terms of Use', 'Conditions d’utilisation', '用户协议', '使用者協議'),
    content: tr(
      '<h2>1. Your account</h2><p>You must be at least 18 years old and give true information when you register. You are responsible for keeping your password, PIN and two-factor codes secret.</p><h2>2. Our services</h2><p>We provide spot trading, fiat deposits and withdrawals, flash exchange and related services. We may suspend a service for maintenance or to comply with the law.</p><h2>3. Prohibited use</h2><ul><li>Market manipulation or wash trading.</li><li>Using the platform for money laundering or fraud.</li><li>Opening accounts on behalf of others.</li></ul>',
      '<h2>1. Votre compte</h2><p>Vous devez avoir au moins 18 ans et fournir des informations exactes lors de l’inscription. Vous êtes responsable de la confidentialité de votre mot de passe, de votre PIN et de vos codes de double authentification.</p><h2>2. Nos services</h2><p>Nous proposons le trading spot, les dépôts et retraits en monnaie fiat, l’échange éclair et des services associés. Nous pouvons suspendre un service pour maintenance ou pour respecter la loi.</p><h2>3. Usages interdits</h2><ul><li>La manipulation de marché ou les transactions fictives.</li><li>Le blanchiment d’argent ou la fraude.</li><li>L’ouverture de comptes pour le compte de tiers.</li></ul>',
      '<h2>一、您的账户</h2><p>您须年满 18 周岁，并在注册时提供真实信息。您有责任妥善保管密码、PIN 及双重验证码。</p><h2>二、我们的服务</h2><p>我们提供现货交易、法币充提、闪兑及相关服务。因维护或合规需要，我们可能暂停部分服务。</p><h2>三、禁止行为</h2><ul><li>操纵市场或对敲交易。</li><li>利用本平台洗钱或欺诈。</li><li>代他人开立账户。</li></ul>',
      '<h2>一、您的帳戶</h2><p>您須年滿 18 歲，並於註冊時提供真實資訊。您有責任妥善保管密碼、PIN 及雙重驗證碼。</p><h2>二、我們的服務</h2><p>我們提供現貨交易、法幣充提、閃兌及相關服務。因維護或合規需要，我們可能暫停部分服務。</p><h2>三、禁止行為</h2><ul><li>操縱市場或對敲交易。</li><li>利用本平台洗錢或詐欺。</li><li>代他人開立帳戶。</li></ul>',
    ),
  },
  {
    Id: 2,
    Type: 'privacy',
    ageDays: 37,
    title: tr('Privacy Policy', 'Politique de confidentialité', '隐私政策', '隱私政策'),
    content: tr(
      '<h2>What we collect</h2><ul><li>Account data: phone number, email address, country.</li><li>Identity documents you upload for verification.</li><li>Device and sign-in records, to protect your account.</li></ul><h2>How we use it</h2><p>We use your data to run your account, meet our legal duties and prevent fraud. We never sell your personal data.</p><p>Write to <a href="mailto:support@sandbox-exchange.example">support@sandbox-exchange.example</a> to access or delete your data.</p>',
      '<h2>Ce que nous collectons</h2><ul><li>Données du compte : numéro de téléphone, adresse e-mail, pays.</li><li>Les pièces d’identité que vous téléversez pour la vérification.</li><li>Les appareils et historiques de connexion, pour protéger votre compte.</li></ul><h2>Utilisation</h2><p>Nous utilisons vos données pour gérer votre compte, respecter nos obligations légales et prévenir la fraude. Nous ne vendons jamais vos données personnelles.</p><p>Écrivez à <a href="mailto:support@sandbox-exchange.example">support@sandbox-exchange.example</a> pour consulter ou supprimer vos données.</p>',
      '<h2>我们收集的信息</h2><ul><li>账户信息：手机号、邮箱、国家。</li><li>您为身份认证上传的证件。</li><li>设备与登录记录，用于保护账户安全。</li></ul><h2>信息的使用</h2><p>我们使用您的信息来运营账户、履行法律义务并防范欺诈，绝不出售您的个人信息。</p><p>如需查询或删除个人信息，请发送邮件至 <a href="mailto:support@sandbox-exchange.example">support@sandbox-exchange.example</a>。</p>',
      '<h2>我們收集的資訊</h2><ul><li>帳戶資訊：手機號碼、電子郵件、國家。</li><li>您為身分認證上傳的證件。</li><li>裝置與登入紀錄，用於保護帳戶安全。</li></ul><h2>資訊的使用</h2><p>我們使用您的資訊來營運帳戶、履行法律義務並防範詐欺，絕不出售您的個人資訊。</p><p>如需查詢或刪除個人資訊，請寄信至 <a href="mailto:support@sandbox-exchange.example">support@sandbox-exchange.example</a>。</p>',
    ),
  },
  {
    Id: 3,
    Type: 'risk',
    ageDays: 120,
    title: tr('Risk Disclosure', 'Avertissement sur les risques', '风险提示', '風險提示'),
    content: tr(
      '<p>Crypto-asset prices can rise or fall sharply within minutes. <strong>You may lose all the money you invest.</strong></p><ul><li>Past performance does not predict future returns.</li><li>Crypto-assets are not legal tender and are not covered by deposit insurance.</li><li>Only invest what you can afford to lose.</li></ul>',
      '<p>Le prix des crypto-actifs peut monter ou chuter fortement en quelques minutes. <strong>Vous pouvez perdre la totalité des sommes investies.</strong></p><ul><li>Les performances passées ne préjugent pas des performances futures.</li><li>Les crypto-actifs n’ont pas cours légal et ne sont pas couverts par une garantie des dépôts.</li><li>N’investissez que ce que vous pouvez vous permettre de perdre.</li></ul>',
      '<p>加密资产价格可能在几分钟内大幅涨跌。<strong>您可能损失全部投资本金。</strong></p><ul><li>过往表现不代表未来收益。</li><li>加密资产不是法定货币，也不受存款保险保障。</li><li>请仅投入您能承受损失的资金。</li></ul>',
      '<p>加密資產價格可能在幾分鐘內大幅漲跌。<strong>您可能損失全部投資本金。</strong></p><ul><li>過往表現不代表未來收益。</li><li>加密資產不是法定貨幣，也不受存款保險保障。</li><li>請僅投入您能承受損失的資金。</li></ul>',
    ),
  },
  {
    Id: 4,
    Type: 'aml',
    ageDays: 120,
    title: tr('Anti-Money Laundering Policy', 'Politique de lutte contre le blanchiment', '反洗钱政策', '反洗錢政策'),
    content: tr(
      '<p>We verify the identity of our customers and watch transactions for signs of money laundering or terrorist financing.</p><ul><li>Withdrawals above the daily limit of your verification level are refused.</li><li>We may ask where your funds come from.</li><li>Suspicious activity is reported to the authorities.</li></ul>',
      '<p>Nous vérifions l’identité de nos clients et surveillons les transactions pour détecter tout signe de blanchiment ou de financement du terrorisme.</p><ul><li>Les retraits au-delà de la limite quotidienne de votre niveau de vérification sont refusés.</li><li>Nous pouvons vous demander l’origine de vos fonds.</li><li>Toute activité suspecte est signalée aux autorités.</li></ul>',
      '<p>我们核实客户身份，并监控交易中的洗钱或恐怖融资迹象。</p><ul><li>超过认证等级每日限额的提现将被拒绝。</li><li>我们可能要求您说明资金来源。</li><li>可疑活动将报告给相关主管部门。</li></ul>',
      '<p>我們核實客戶身分，並監控交易中的洗錢或資恐跡象。</p><ul><li>超過認證等級每日限額的提現將被拒絕。</li><li>我們可能要求您說明資金來源。</li><li>可疑活動將通報相關主管機關。</li></ul>',
    ),
  },
  {
    Id: 5,
    Type: 'fees',
    ageDays: 12,
    title: tr('Fee Schedule', 'Grille tarifaire', '费率标准', '費率標準'),
    content: withHostileFragment(
      tr(
        '<h2>Spot trading</h2><ul><li>Maker: 0.1% (0% on BTC/USDT during the fee holiday)</li><li>Taker: 0.1%</li></ul><h2>Deposits and withdrawals</h2><p>Crypto deposits are free. Each network charges its own withdrawal fee, shown on the withdrawal page.</p>',
        '<h2>Trading spot</h2><ul><li>Maker : 0,1 % (0 % sur BTC/USDT pendant l’offre)</li><li>Taker : 0,1 %</li></ul><h2>Dépôts et retraits</h2><p>Les dépôts de cryptos sont gratuits. Chaque réseau a ses propres frais de retrait, affichés sur la page de retrait.</p>',
        '<h2>现货交易</h2><ul><li>挂单：0.1%（优惠期内 BTC/USDT 为 0%）</li><li>吃单：0.1%</li></ul><h2>充值与提现</h2><p>数字货币充值免费。各网络提现手续费不同，以提现页面显示为准。</p>',
        '<h2>現貨交易</h2><ul><li>掛單：0.1%（優惠期內 BTC/USDT 為 0%）</li><li>吃單：0.1%</li></ul><h2>充值與提現</h2><p>數位貨幣充值免費。各網路提現手續費不同，以提現頁面顯示為準。</p>',
      ),
    ),
  },
];
