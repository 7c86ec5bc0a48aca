/** The news articles while the sandbox runs; opening an article counts a read. */
import { now } from '../core/clock.ts';
import type { CoreState } from '../state/core.ts';
import { daysAgo, type Localized } from '../seed/foundation-l10n.ts';
import { seedNewsArticles, type NewsType } from '../seed/news-articles.ts';

export interface NewsArticleRecord {
  Id: number;
  Type: NewsType;
  CreateTime: string;
  ReadCount: number;
  /** Hue of the cover picture. */
  hue: number;
  title: Localized;
  summary: Localized;
  content: Localized;
  /** Pictures attached to the article (GetNewsResource news-<Id>-<key>). */
  attachments?: { key: string; hue: number; title: Localized }[];
}

export interface NewsState {
  articles: NewsArticleRecord[];
}

export function createNewsState(_core: CoreState): NewsState {
  const at = now();
  return {
    articles: seedNewsArticles.map(({ ageDays, reads, ...article }) => ({
      ...article,
      CreateTime: daysAgo(at, ageDays, article.Id % 5),
      ReadCount: reads,
    })),
  };
}
