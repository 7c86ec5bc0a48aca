/** Coin introductions, for Info/WebsiteCoinInfo and the help centre's coin search. */
import type { components } from '../../generated/base.ts';
import { coinByCode, seedCoins, type SeedCoin } from '../seed/coins.ts';
import { introLabels, seedCoinIntros, type SeedCoinIntro } from '../seed/foundation-coin-intros.ts';
import { matchesKeyword, type Language } from '../seed/foundation-l10n.ts';
import { coinIconUrl } from './market-icons.ts';

type CoinIntroduction = components['schemas']['CoinIntroduction'];

const introOf = (code: string): SeedCoinIntro | undefined => seedCoinIntros.find((intro) => intro.Code === code);

function introHtml(coin: SeedCoin, intro: SeedCoinIntro, language: Language): string {
  const supply = new Intl.NumberFormat(language).format(BigInt(intro.TotalSupply));
  return (
    `<h2>${coin.Name} (${coin.Code})</h2><p>${intro.summary[language]}</p><ul>` +
    `<li>${introLabels.networks[language]}${coin.Chains.join(', ')}</li>` +
    `<li>${introLabels.issueDate[language]}${intro.IssueDate}</li>` +
    `<li>${introLabels.totalSupply[language]}${supply}</li></ul>`
  );
}

/** The introduction of a listed coin, or undefined for a code the exchange does not list. */
export function coinIntroduction(code: string, language: Language): CoinIntroduction | undefined {
  const coin = coinByCode(code.toUpperCase());
  const intro = coin && introOf(coin.Code);
  if (!coin || !intro) return undefined;
  return {
    CoinId: coin.CoinId,
    Code: coin.Code,
    Name: coin.Name,
    IconUrl: coinIconUrl(coin.Code),
    Intro: introHtml(coin, intro, language),
    Website: intro.Website,
    Whitepaper: intro.Whitepaper,
    IssueDate: intro.IssueDate,
    TotalSupply: intro.TotalSupply,
  };
}

export interface CoinIntroSummary {
  coin: SeedCoin;
  summary: string;
}

/** Listed coins whose code, name or description contains the keyword (all when it is empty). */
export function searchCoinIntros(keyword: string | undefined, language: Language): CoinIntroSummary[] {
  return seedCoins.flatMap((coin) => {
    const summary = introOf(coin.Code)?.summary[language] ?? '';
    return matchesKeyword(keyword, coin.Code, coin.Name, summary) ? [{ coin, summary }] : [];
  });
}
