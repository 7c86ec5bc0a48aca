/** The help centre's categories and articles while the sandbox runs. */
import { now } from '../core/clock.ts';
import type { CoreState } from '../state/core.ts';
import { daysAgo, type Localized } from '../seed/foundation-l10n.ts';
import { seedHelpArticles, seedHelpCategories, type SeedHelpCategory } from '../seed/help-articles.ts';
import { depositGuideArticles } from '../seed/help-deposit-guides.ts';

export interface HelpArticleRecord {
  Id: number;
  CategoryId: number;
  CreateTime: string;
  /** Readers so far (the most read are the help home's popular articles). */
  reads?: number;
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
    articles: [...seedHelpArticles, ...depositGuideArticles].map(({ ageDays, ...article }) => ({
      ...article,
      CreateTime: daysAgo(at, ageDays, article.Id % 9),
    })),
  };
}
