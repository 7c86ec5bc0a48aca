/**
 * /notice/list: every announcement in the page language, newest first, hot ones marked, under the
 * page's intro (painted before the app when a visitor lands here: src/config/page-intros.ts); a type
 * filter, a search in the titles and the page in the address; the header popover's More link.
 */
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import { constants } from '../../config/site-config.ts';
import { useLanguageState } from '../../i18n/language-store.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { usePageIntro } from '../../shell/PageIntro.tsx';
import { usePageTitle } from '../../shell/use-page-title.ts';
import { FilterBar } from '../../ui/FilterBar.tsx';
import { Empty } from '../../ui/LoadState.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchFilter } from '../../ui/SearchFilter.tsx';
import { SelectFilter } from '../../ui/SelectFilter.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useSearchState } from '../../ui/use-search-state.ts';
import {
  announcementTypes,
  noticeFilters,
  noticeListQuery,
  noticePath,
  noticeRows,
  noticeSearch,
} from './notice-api.ts';
import { NoticeMeta } from './NoticeMeta.tsx';
import './notice.css';
import { useT } from '../../i18n/use-t.ts';

function ListSkeleton() {
  return (
    <ol className="notice-list" aria-hidden="true">
      {Array.from({ length: noticeRows }, (_, i) => (
        <li key={i} className="notice-list__item">
          <Skeleton width="70%" />
          <Skeleton width="10em" />
        </li>
      ))}
    </ol>
  );
}

export default function NoticeListPage() {
  const t = useT();
  const { language } = useLanguageState();
  const { values, set, isSet, clear } = useSearchState(noticeSearch);
  const list = useApiQuery(noticeListQuery(language, values));
  const filtered = isSet(noticeFilters);
  const { title, intro } = usePageIntro('noticeList');
  usePageTitle(title);

  return (
    <div className="page notice">
      {intro}
      <FilterBar label={t('notice.filters')} active={filtered} onClear={() => clear(noticeFilters)}>
        <SelectFilter
          label={t('notice.filter.type')}
          value={values.type}
          options={[
            { value: 'all', label: t('notice.type.all') },
            ...announcementTypes.map((type) => ({ value: type, label: t(`notice.type.${type}`) })),
          ]}
          onChange={(type) => set({ type })}
        />
        <SearchFilter
          label={t('notice.filter.search')}
          value={values.q}
          onChange={(q) => set({ q })}
          debounceMs={constants().debounceMs}
        />
      </FilterBar>
      <section aria-label={t('notice.list.label')} aria-busy={list.isFetching || undefined}>
        <Loaded
          query={list}
          empty={
            <div className="notice-empty">
              <Empty message={t(filtered ? 'notice.list.noMatch' : 'notice.list.empty')} />
              {filtered && (
                <button type="button" className="notice-empty__clear" onClick={() => clear(noticeFilters)}>
                  {t('notice.list.clearFilters')}
                </button>
              )}
            </div>
          }
          isEmpty={(found) => found.Items.length === 0}
          loading={<ListSkeleton />}
        >
          {(found) => (
            <>
              <ol className={`notice-list${list.isPlaceholderData ? ' notice-list--busy' : ''}`}>
                {found.Items.map((item) => (
                  <li key={item.Id} className={`notice-list__item${item.IsHot ? ' notice-list__item--hot' : ''}`}>
                    <Link to={noticePath(item.Id)} className="notice-list__title">
                      {item.Title}
                    </Link>
                    <NoticeMeta item={item} />
                  </li>
                ))}
              </ol>
              <Pager page={values.page} rows={noticeRows} total={found.TotalCount} onPage={(page) => set({ page })} />
            </>
          )}
        </Loaded>
      </section>
    </div>
  );
}
