/** An announcement's date, kind and, for a hot one, the "Hot" mark (a word, not only a colour). */
import { formatDate } from '../../lib/dates.ts';
import type { Announcement } from './notice-api.ts';
import { useT } from '../../i18n/use-t.ts';

export function NoticeMeta({ item }: { item: Announcement }) {
  const t = useT();
  return (
    <span className="notice-meta">
      {item.IsHot && <span className="notice-hot">{t('notice.hot')}</span>}
      {item.Type && <span className="notice-meta__type">{t(`notice.type.${item.Type}`)}</span>}
      <time dateTime={item.CreateTime}>{formatDate(item.CreateTime, 'YYYY-MM-DD')}</time>
    </span>
  );
}
