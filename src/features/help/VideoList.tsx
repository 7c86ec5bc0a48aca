/** The tutorial videos; one plays at a time, in place of its cover. */
import { useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import type { Language } from '../../lib/language.ts';
import { Loaded } from '../../shell/Loaded.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { videosQuery } from './help-api.ts';
import { VideoCard } from './VideoCard.tsx';
import { useT } from '../../i18n/use-t.ts';

export function VideoList({ language }: { language: Language }) {
  const t = useT();
  const videos = useApiQuery(videosQuery(language));
  const [playing, setPlaying] = useState<number | null>(null);
  if (videos.data?.length === 0) return null;
  return (
    <section className="help-section" aria-labelledby="help-videos-title">
      <h2 id="help-videos-title">{t('help.videos.title')}</h2>
      <Loaded
        query={videos}
        loading={
          <div className="help-videos" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} shape="block" height={180} />
            ))}
          </div>
        }
      >
        {(list) => (
          <ul className="help-videos">
            {list.map((video) => (
              <VideoCard
                key={video.Id}
                video={video}
                language={language}
                playing={playing === video.Id}
                onPlay={() => setPlaying(video.Id)}
              />
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
