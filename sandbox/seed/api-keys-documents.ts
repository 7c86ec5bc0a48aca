/** The API documentation pages of /account/ApiDocument, in the four languages, bodies in HTML. */
export type DocLanguage = 'en' | 'fr' | 'zh-CN' | 'zh-Hant';

export interface ApiDocumentSeed {
  Id: number;
  Sort: number;
  UpdateTime: string;
  title: Record<DocLanguage, string>;
  content: Record<DocLanguage, string>;
}

const baseUrl = 'https://api.exchange-web.example';

const authentication: ApiDocumentSeed = {
  Id: 1,
  Sort: 1,
  UpdateTime: '2024-03-04T09:00:00.000Z',
  title: { en: 'Authentication', fr: 'Authentification', 'zh-CN': '身份验证', 'zh-Hant': '身份驗證' },
  content: {
    en: `<h2>Authentication</h2>
<p>Every private endpoint needs an API key. Create one under <strong>Account &gt; API</strong>; the secret key is shown only once, so store it safely.</p>
<p>Send these headers with each private call to <code>${baseUrl}</code>:</p>
<table><thead><tr><th>Header</th><th>Value</th></tr></thead><tbody>
<tr><td><code>X-API-KEY</code></td><td>Your API key</td></tr>
<tr><td><code>X-API-TIMESTAMP</code></td><td>Milliseconds since 1970-01-01 UTC</td></tr>
<tr><td><code>X-API-SIGNATURE</code></td><td>The request signature (see Signing requests)</td></tr>
</tbody></table>
<p>A request whose timestamp is more than 5 seconds away from the server time is refused. Keys without an IP whitelist expire after 90 days.</p>`,
    fr: `<h2>Authentification</h2>
<p>Chaque point d'accès privé exige une clé API. Créez-la dans <strong>Compte &gt; API</strong> ; la clé secrète n'est affichée qu'une seule fois, conservez-la en lieu sûr.</p>
<p>Envoyez ces en-têtes avec chaque appel privé à <code>${baseUrl}</code> :</p>
<table><thead><tr><th>En-tête</th><th>Valeur</th></tr></thead><tbody>
<tr><td><code>X-API-KEY</code></td><td>Votre clé API</td></tr>
<tr><td><code>X-API-TIMESTAMP</code></td><td>Millisecondes depuis le 1970-01-01 UTC</td></tr>
<tr><td><code>X-API-SIGNATURE</code></td><td>La signature de la requête (voir Signature des requêtes)</td></tr>
</tbody></table>
<p>Une requête dont l'horodatage s'écarte de plus de 5 secondes de l'heure du serveur est refusée. Les clés sans liste blanche d'adresses IP expirent au bout de 90 jours.</p>`,
    'zh-CN': `<h2>身份验证</h2>
<p>所有私有接口都需要 API 密钥。请在<strong>账户 &gt; API</strong>中创建；密钥（Secret Key）只显示一次，请妥善保存。</p>
<p>每次调用 <code>${baseUrl}</code> 的私有接口时，请携带以下请求头：</p>
<table><thead><tr><th>请求头</th><th>取值</th></tr></thead><tbody>
<tr><td><code>X-API-KEY</code></td><td>您的 API Key</td></tr>
<tr><td><code>X-API-TIMESTAMP</code></td><td>自 1970-01-01 UTC 起的毫秒数</td></tr>
<tr><td><code>X-API-SIGNATURE</code></td><td>请求签名（见“请求签名”）</td></tr>
</tbody></table>
<p>时间戳与服务器时间相差超过 5 秒的请求将被拒绝。未设置 IP 白名单的密钥 90 天后失效。</p>`,
    'zh-Hant': `<h2>身份驗證</h2>
<p>所有私有介面都需要 API 金鑰。請在<strong>帳戶 &gt; API</strong>中建立；密鑰（Secret Key）只顯示一次，請妥善保存。</p>
<p>每次呼叫 <code>${baseUrl}</code> 的私有介面時，請攜帶以下請求標頭：</p>
<table><thead><tr><th>請求標頭</th><th>取值</th></tr></thead><tbody>
<tr><td><code>X-API-KEY</code></td><td>您的 API Key</td></tr>
<tr><td><code>X-API-TIMESTAMP</code></td><td>自 1970-01-01 UTC 起的毫秒數</td></tr>
<tr><td><code>X-API-SIGNATURE</code></td><td>請求簽名（見「請求簽名」）</td></tr>
</tbody></table>
<p>時間戳與伺服器時間相差超過 5 秒的請求將被拒絕。未設定 IP 白名單的金鑰 90 天後失效。</p>`,
  },
};

const signatureExample = `<pre><code>payload   = timestamp + method + path + body
             1717000000000POST/api/v1/spot/order{"symbol":"BTC_USDT","side":"buy","type":"limit","price":"65000","quantity":"0.01"}
signature = hex(HMAC_SHA256(secretKey, payload))</code></pre>`;

const signing: ApiDocumentSeed = {
  Id: 2,
  Sort: 2,
  UpdateTime: '2024-03-04T09:00:00.000Z',
  title: { en: 'Signing requests', fr: 'Signature des requêtes', 'zh-CN': '请求签名', 'zh-Hant': '請求簽名' },
  content: {
    en: `<h2>Signing requests</h2>
<p>The signature is the HMAC-SHA256 of the timestamp, the upper-case method, the path with its query string, and the raw body (empty for GET), keyed with your secret key and written in lower-case hex.</p>
${signatureExample}
<p>Sign exactly the bytes you send: re-serialising the JSON after signing changes the body and the signature no longer matches.</p>`,
    fr: `<h2>Signature des requêtes</h2>
<p>La signature est le HMAC-SHA256 de l'horodatage, de la méthode en majuscules, du chemin avec sa chaîne de requête et du corps brut (vide pour un GET), calculé avec votre clé secrète et écrit en hexadécimal minuscule.</p>
${signatureExample}
<p>Signez exactement les octets envoyés : sérialiser à nouveau le JSON après la signature modifie le corps et la signature ne correspond plus.</p>`,
    'zh-CN': `<h2>请求签名</h2>
<p>签名为以下内容依次拼接后的 HMAC-SHA256：时间戳、大写的请求方法、带查询字符串的路径、原始请求体（GET 为空）。以您的密钥作为 HMAC 密钥，结果使用小写十六进制。</p>
${signatureExample}
<p>请对实际发送的字节签名：签名后再次序列化 JSON 会改变请求体，导致签名不匹配。</p>`,
    'zh-Hant': `<h2>請求簽名</h2>
<p>簽名為以下內容依序串接後的 HMAC-SHA256：時間戳、大寫的請求方法、帶查詢字串的路徑、原始請求本文（GET 為空）。以您的密鑰作為 HMAC 金鑰，結果使用小寫十六進位。</p>
${signatureExample}
<p>請對實際送出的位元組簽名：簽名後再次序列化 JSON 會改變請求本文，導致簽名不符。</p>`,
  },
};

const rateLimits: ApiDocumentSeed = {
  Id: 3,
  Sort: 3,
  UpdateTime: '2024-05-20T08:30:00.000Z',
  title: { en: 'Rate limits', fr: 'Limites de débit', 'zh-CN': '频率限制', 'zh-Hant': '頻率限制' },
  content: {
    en: `<h2>Rate limits</h2>
<table><thead><tr><th>Endpoints</th><th>Limit</th></tr></thead><tbody>
<tr><td>Market data</td><td>20 requests per second per IP</td></tr>
<tr><td>Account and order queries</td><td>10 requests per second per API key</td></tr>
<tr><td>Placing and cancelling orders</td><td>5 requests per second per API key</td></tr>
</tbody></table>
<p>Over the limit, the server answers HTTP 429 with a <code>Retry-After</code> header in seconds. Repeated excess blocks the key for 10 minutes.</p>`,
    fr: `<h2>Limites de débit</h2>
<table><thead><tr><th>Points d'accès</th><th>Limite</th></tr></thead><tbody>
<tr><td>Données de marché</td><td>20 requêtes par seconde et par IP</td></tr>
<tr><td>Consultation du compte et des ordres</td><td>10 requêtes par seconde et par clé API</td></tr>
<tr><td>Passage et annulation d'ordres</td><td>5 requêtes par seconde et par clé API</td></tr>
</tbody></table>
<p>Au-delà de la limite, le serveur répond HTTP 429 avec un en-tête <code>Retry-After</code> en secondes. Des dépassements répétés bloquent la clé pendant 10 minutes.</p>`,
    'zh-CN': `<h2>频率限制</h2>
<table><thead><tr><th>接口</th><th>限制</th></tr></thead><tbody>
<tr><td>行情数据</td><td>每个 IP 每秒 20 次</td></tr>
<tr><td>账户与订单查询</td><td>每个 API Key 每秒 10 次</td></tr>
<tr><td>下单与撤单</td><td>每个 API Key 每秒 5 次</td></tr>
</tbody></table>
<p>超出限制时，服务器返回 HTTP 429，并在 <code>Retry-After</code> 请求头中给出等待秒数。多次超限将冻结该密钥 10 分钟。</p>`,
    'zh-Hant': `<h2>頻率限制</h2>
<table><thead><tr><th>介面</th><th>限制</th></tr></thead><tbody>
<tr><td>行情資料</td><td>每個 IP 每秒 20 次</td></tr>
<tr><td>帳戶與訂單查詢</td><td>每個 API Key 每秒 10 次</td></tr>
<tr><td>下單與撤單</td><td>每個 API Key 每秒 5 次</td></tr>
</tbody></table>
<p>超出限制時，伺服器回應 HTTP 429，並在 <code>Retry-After</code> 標頭中給出等待秒數。多次超限將凍結該金鑰 10 分鐘。</p>`,
  },
};

const spotPaths = [
  'GET /api/v1/spot/account',
  'POST /api/v1/spot/order',
  'DELETE /api/v1/spot/order?orderId=',
  'GET /api/v1/spot/openOrders?symbol=',
  'GET /api/v1/spot/myTrades?symbol=',
];

/** The endpoint table, with its headings and what each endpoint does in one language. */
function endpointTable(head: [string, string, string], uses: string[]): string {
  const rows = spotPaths.map((entry, i) => {
    const [method, path] = entry.split(' ');
    return `<tr><td>${method}</td><td><code>${path}</code></td><td>${uses[i]}</td></tr>`;
  });
  return `<table><thead><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`;
}

const spotEndpoints: ApiDocumentSeed = {
  Id: 4,
  Sort: 4,
  UpdateTime: '2024-06-11T10:15:00.000Z',
  title: { en: 'Spot endpoints', fr: 'Points d’accès spot', 'zh-CN': '现货接口', 'zh-Hant': '現貨介面' },
  content: {
    en: `<h2>Spot endpoints</h2>
${endpointTable(['Method', 'Path', 'What it does'], ['Balances of the spot account (read)', 'Place a limit or market order (trade)', 'Cancel an open order (trade)', 'Open orders of a market (read)', 'Your fills of a market (read)'])}
<p>Symbols join the base and quote coins with an underscore, such as <code>BTC_USDT</code>. Prices and quantities are decimal strings.</p>`,
    fr: `<h2>Points d’accès spot</h2>
${endpointTable(['Méthode', 'Chemin', 'Rôle'], ['Soldes du compte spot (read)', 'Passer un ordre limite ou au marché (trade)', 'Annuler un ordre ouvert (trade)', 'Ordres ouverts d’un marché (read)', 'Vos exécutions sur un marché (read)'])}
<p>Les symboles joignent la devise de base et la devise de cotation par un tiret bas, par exemple <code>BTC_USDT</code>. Les prix et quantités sont des chaînes décimales.</p>`,
    'zh-CN': `<h2>现货接口</h2>
${endpointTable(['方法', '路径', '说明'], ['现货账户余额（read）', '下限价单或市价单（trade）', '撤销未成交订单（trade）', '某市场的当前委托（read）', '某市场的成交记录（read）'])}
<p>交易对以下划线连接基础币与计价币，例如 <code>BTC_USDT</code>。价格与数量均为十进制字符串。</p>`,
    'zh-Hant': `<h2>現貨介面</h2>
${endpointTable(['方法', '路徑', '說明'], ['現貨帳戶餘額（read）', '下限價單或市價單（trade）', '撤銷未成交訂單（trade）', '某市場的當前委託（read）', '某市場的成交紀錄（read）'])}
<p>交易對以底線連接基礎幣與計價幣，例如 <code>BTC_USDT</code>。價格與數量均為十進位字串。</p>`,
  },
};

export const apiDocuments: ApiDocumentSeed[] = [authentication, signing, rateLimits, spotEndpoints];
