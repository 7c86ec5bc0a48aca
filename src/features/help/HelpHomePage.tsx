/**
 * /help: the help centre's home. A search box, the categories, the most read articles, the
 * tutorial videos (played in the browser's own player) and, where routed, the coin guides.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { Categories } from './Categories.tsx';
import { articlesQuery, categoriesQuery, popularCount, videosQuery } from './help-api.ts';
import { HelpSearchBox } from './HelpSearchBox.tsx';
import { PopularArticles } from './PopularArticles.tsx';
import { VideoList } from './VideoList.tsx';
import './help.css';
import { useT } from '../../i18n/use-t.ts';
import { isRouted, pagePath } from '../../config/page-paths.ts';

export default function HelpHomePage() {
  const t = useT();
  const { language } = useLanguageState();
  const { title, intro } = usePageIntro('help', <HelpSearchBox />);
  usePageTitle(title);
  // Every list of the page is asked for at once; the sections under the categories are shown once
  // the categories are, as only then is the height of their cards known and nothing below moves.
  const categories = useApiQuery(categoriesQuery(language));
  useApiQuery(articlesQuery(language, { page: 1, rows: popularCount, sort: 'popular' }));
  useApiQuery(videosQuery(language));
  return (
    <div className="page help">
      {intro}
      <section className="help-section" aria-labelledby="help-categories-title">
        <h2 id="help-categories-title">{t('help.categories.title')}</h2>
        <Categories language={language} look="cards" />
      </section>
      {!categories.isPending && <PopularArticles language={language} />}
      {!categories.isPending && <VideoList language={language} />}
      {!categories.isPending && isRouted('digitalAssets') && (
        <section className="help-section help-guides" aria-labelledby="help-guides-title">
          <h2 id="help-guides-title">{t('help.guides.title')}</h2>
          <p>{t('help.guides.text')}</p>
          <Link to={pagePath('digitalAssets')}>{t('help.guides.link')}</Link>
        </section>
      )}
    </div>
  );
}
