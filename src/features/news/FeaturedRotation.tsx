/**
 * The news home's featured stories (GetRotationList) of one type, chosen by tabs: one story at a
 * time, with previous and next and where the reader is. It turns only when asked: nothing moves
 * on its own.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Button } from '../../ui/Button.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { newsTypes, rotationQuery, storyPath, type NewsType } from './news-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function FeaturedRotation({
  type,
  onType,
  language,
}: {
  type: NewsType;
  onType: (type: NewsType) => void;
  language: Language;
}) {
  const t = useT();
  const rotation = useApiQuery(rotationQuery(type, language));
  const [shown, setShown] = useState({ type, index: 0 });
  const stories = rotation.data ?? [];
  const index = shown.type === type && shown.index < stories.length ? shown.index : 0;
  const story = stories[index];
  const turn = (by: number) => setShown({ type, index: (index + by + stories.length) % stories.length });

  return (
    <section className="news-featured" aria-labelledby="news-featured-title">
      <h2 id="news-featured-title">{t('news.featured.title')}</h2>
      <Tabs
        label={t('news.featured.types')}
        tabs={newsTypes.map((id) => ({ id, label: t(`news.type.${id}`) }))}
        selected={type}
        onSelect={onType}
      >
        <Loaded query={rotation} empty="news.featured.empty" loading={<Skeleton shape="block" height={320} />}>
          {() =>
            story && (
              <div
                className={`news-featured__story${rotation.isPlaceholderData ? ' news-featured__story--busy' : ''}`}
                role="group"
                aria-roledescription={t('news.featured.slide')}
                aria-label={t('news.featured.where', { at: index + 1, of: stories.length })}
              >
                <img
                  className="news-featured__cover"
                  src={story.CoverUrl}
                  alt=""
                  width={600}
                  height={320}
                  loading="eager"
                />
                <div className="news-featured__text">
                  <h3>
                    <Link to={storyPath(story.Id)}>{story.Title}</Link>
                  </h3>
                  <p>{story.Summary}</p>
                  {stories.length > 1 && (
                    <div className="news-featured__turn">
                      <Button variant="secondary" onClick={() => turn(-1)}>
                        {t('news.featured.previous')}
                      </Button>
                      <span aria-live="polite">{t('news.featured.where', { at: index + 1, of: stories.length })}</span>
                      <Button variant="secondary" onClick={() => turn(1)}>
                        {t('news.featured.next')}
                      </Button>
                    </div>
                  )}
                </div>
              </div>
            )
          }
        </Loaded>
      </Tabs>
    </section>
  );
}
