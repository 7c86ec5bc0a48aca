/**
 * A tutorial video: its cover and length, then, once asked, the browser's own player in its place,
 * with the captions the video has (the page language's shown first).
 */
import { useCallback } from 'react';
import type { Language } from '../../lib/language.ts';
import type { TutorialVideo } from './help-api.ts';
import { useT } from '../../i18n/use-t.ts';

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Captions from another origin load only with CORS, which the player then asks for. */
const crossOrigin = (url: string) => (new URL(url, location.href).origin === location.origin ? undefined : 'anonymous');

interface VideoCardProps {
  video: TutorialVideo;
  language: Language;
  playing: boolean;
  onPlay: () => void;
}

export function VideoCard({ video, language, playing, onPlay }: VideoCardProps) {
  const t = useT();
  // The player takes focus when it appears, so the keyboard can play and pause it at once.
  const focus = useCallback((element: HTMLVideoElement | null) => element?.focus(), []);
  const captions = [...(video.Captions ?? [])].sort(
    (a, b) => Number(b.Language === language) - Number(a.Language === language),
  );
  return (
    <li className="help-video">
      {playing && video.VideoUrl ? (
        <video
          ref={focus}
          className="help-video__player"
          controls
          autoPlay
          preload="metadata"
          poster={video.CoverUrl}
          crossOrigin={crossOrigin(video.VideoUrl)}
          aria-label={video.Title}
        >
          <source src={video.VideoUrl} />
          {captions.map((track, index) => (
            <track
              key={track.Language}
              kind="captions"
              src={track.Url}
              srcLang={track.Language}
              label={track.Label}
              default={index === 0 && track.Language === language}
            />
          ))}
        </video>
      ) : (
        <div className="help-video__cover">
          <img src={video.CoverUrl} alt="" width={480} height={270} loading="lazy" />
          <span className="help-video__length">{minutes(video.Duration)}</span>
        </div>
      )}
      <h3 className="help-video__title">{video.Title}</h3>
      <p className="help-video__links">
        {video.VideoUrl && !playing && (
          <button
            type="button"
            className="help-video__play"
            onClick={onPlay}
            aria-label={t('help.videos.playTitle', { title: video.Title })}
          >
            <span aria-hidden="true">▶ </span>
            {t('help.videos.play')}
          </button>
        )}
        {(video.Captions?.length ?? 0) > 0 && <span className="help-video__cc">{t('help.videos.captions')}</span>}
        <a href={video.Url} target="_blank" rel="noopener noreferrer">
          {t('help.videos.page')}
        </a>
      </p>
    </li>
  );
}
