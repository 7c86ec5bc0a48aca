/**
 * A story's picture. Where the page renderer serves pictures at their own addresses (a page it
 * rendered, picture-address.ts), the picture is an ordinary image the browser asks for with the
 * page. Else, or when that address fails, it is fetched as bytes (GetNewsResource) and shown
 * through an object URL released when the page leaves, with its own placeholder while it loads and
 * its own failure with a retry. An attachment also offers the file to keep.
 */
import { useState } from 'react';
import { useApiQuery } from '../../api/query.ts';
import { asRendered } from '../../lib/as-rendered.ts';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { useObjectUrl } from '../../ui/use-object-url.ts';
import { pictureQuery } from './news-api.ts';
import { pictureAddress } from './picture-address.ts';
import { useT } from '../../i18n/use-t.ts';

const extensions: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

interface NewsPictureProps {
  resourceId: string;
  /** What the picture shows ('' for a cover that only illustrates). */
  alt: string;
  caption?: string;
  /** Offers the file under this name (without extension). */
  download?: string;
  className?: string;
  /** The page's largest picture (a story's cover): asked for before the page's other files. */
  first?: boolean;
}

export function NewsPicture(props: NewsPictureProps) {
  const address = asRendered().pictures ? pictureAddress(props.resourceId) : null;
  const [addressFailed, setAddressFailed] = useState(false);
  return address && !addressFailed ? (
    <ServedPicture {...props} address={address} onFailed={() => setAddressFailed(true)} />
  ) : (
    <PictureFromBytes {...props} />
  );
}

function ServedPicture({
  alt,
  caption,
  download,
  className,
  first,
  address,
  onFailed,
}: NewsPictureProps & { address: string; onFailed: () => void }) {
  const t = useT();
  return (
    <figure className={`news-picture ${className ?? ''}`.trim()}>
      <img
        src={address}
        className="news-picture__image"
        alt={alt}
        loading="eager"
        fetchPriority={first ? 'high' : undefined}
        onError={onFailed}
      />
      {(caption || download) && (
        <figcaption>
          {caption}
          {download && (
            <>
              {' '}
              <a href={address} download={download}>
                {t('news.picture.download')}
              </a>
            </>
          )}
        </figcaption>
      )}
    </figure>
  );
}

function PictureFromBytes({ resourceId, alt, caption, download, className }: NewsPictureProps) {
  const t = useT();
  const picture = useApiQuery(pictureQuery(resourceId));
  const image = useObjectUrl(picture.data, 'src');
  const file = useObjectUrl(picture.data, 'href');
  return (
    <figure className={`news-picture ${className ?? ''}`.trim()} aria-busy={picture.isPending || undefined}>
      {picture.isPending && <Skeleton shape="block" className="news-picture__frame" />}
      {picture.isError && (
        <div className="news-picture__frame news-picture__failed" role="alert">
          <p>{t('news.picture.failed')}</p>
          <button type="button" onClick={() => void picture.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {picture.data && <img ref={image} className="news-picture__image" alt={alt} loading="eager" />}
      {(caption || (download && picture.data)) && (
        <figcaption>
          {caption}
          {download && picture.data && (
            <>
              {' '}
              <a ref={file} download={`${download}.${extensions[picture.data.type] ?? 'bin'}`}>
                {t('news.picture.download')}
              </a>
            </>
          )}
        </figcaption>
      )}
    </figure>
  );
}
