/** The categories, loaded once: as cards (help home, empty searches) or as a side menu (a category's list). */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { categoriesQuery, categoryPath, type HelpCategory } from './help-api.ts';
import { pagePath } from '../../config/page-paths.ts';
import { ServerIcon } from '../../ui/ServerIcon.tsx';
import { useT } from '../../i18n/use-t.ts';

function CategoryCards({ categories }: { categories: readonly HelpCategory[] }) {
  const t = useT();
  return (
    <ul className="help-categories">
      {categories.map((category) => (
        <li key={category.Id}>
          <Link to={categoryPath(category.Id)} className="help-category">
            <ServerIcon src={category.Icon} size={40} />
            <span className="help-category__name">{category.Name}</span>
            <span className="help-category__count">{t('help.category.count', { count: category.ArticleCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryMenu({ categories, current }: { categories: readonly HelpCategory[]; current?: number }) {
  const t = useT();
  return (
    <nav className="help-menu" aria-label={t('help.categories.title')}>
      <ul>
        <li>
          <Link to={pagePath('helpList')} aria-current={!current ? 'page' : undefined}>
            {t('help.list.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.Id}>
            <Link to={categoryPath(category.Id)} aria-current={category.Id === current ? 'page' : undefined}>
              {category.Name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Categories({
  language,
  look,
  current,
}: {
  language: Language;
  look: 'cards' | 'menu';
  current?: number;
}) {
  const categories = useApiQuery(categoriesQuery(language));
  return (
    <Loaded
      query={categories}
      loading={look === 'cards' ? <Skeleton shape="block" height={96} /> : <Skeleton lines={4} width="12em" />}
    >
      {(list) =>
        look === 'cards' ? <CategoryCards categories={list} /> : <CategoryMenu categories={list} current={current} />
      }
    </Loaded>
  );
}
