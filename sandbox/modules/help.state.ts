/** The help centre's categories and articles while the sandbox runs. */
import { now } from '../core/clock.ts';
import type { CoreState } from '../state/core.ts';
import { daysAgo, type Localized } from '../seed/foundation-l10n.ts';
import { seedHelpArticles, seedHelpCategories, type SeedHelpCategory } from '../seed/help-articles.ts';

export interface HelpArticleRecord {
  Id: number;
  CategoryId: number;
  CreateTime: string;
  title: Localized;
  content: Localized;
}

export interface HelpState {
  categories: SeedHelpCategory[];
  articles: HelpArticleRecord[];
}

export function createHelpState(_core: CoreState): HelpState {
  const at = now();
  return {
    categories: seedHelpCategories.map((category) => ({ ...category })),
    articles: seedHelpArticles.map(({ ageDays, ...article }) => ({ ...article, CreateTime: daysAgo(at, ageDays, article.Id % 9) })),
  };
}
